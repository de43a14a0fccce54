export { PostTagList } from "./PostTagList";
export type { PostTagListProps } from "./PostTagList";
