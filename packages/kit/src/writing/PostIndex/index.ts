export { PostIndex } from "./PostIndex";
export type { PostIndexProps } from "./PostIndex";
