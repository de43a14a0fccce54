export { csvByteOrderMark, csvCell, csvRow } from "./csv";
