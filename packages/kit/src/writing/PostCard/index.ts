export { PostCard } from "./PostCard";
export type { PostCardProps, PostSummary } from "./PostCard";
