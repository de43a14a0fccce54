export { Writing } from "./Writing";
export type { WritingProps } from "./Writing";
