export { Post } from "./Post";
export type { PostAuthor, PostLink, PostProps } from "./Post";
