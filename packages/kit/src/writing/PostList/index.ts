export { PostList } from "./PostList";
export type { PostListProps } from "./PostList";
