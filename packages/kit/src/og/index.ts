// Build-time helpers (Node only): they draw images with satori and resvg, optional peer
// dependencies that a kit user installs only to use them.
export { SHARE_IMAGE_SIZE, renderMarkIcon, renderShareImage } from "./shareImage";
export type { MarkIconOptions, ShareCard, ShareFont, ShareImageOptions } from "./shareImage";
