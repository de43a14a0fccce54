export { PostCard } from "./PostCard";
export type { PostCardProps, PostSummary } from "./PostCard";
export { PostList } from "./PostList";
export type { PostListProps } from "./PostList";
export { PostTagList } from "./PostTagList";
export type { PostTagListProps } from "./PostTagList";
export { Post } from "./Post";
export type { PostAuthor, PostLink, PostProps } from "./Post";
