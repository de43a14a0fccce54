export { ResponsiveImage } from "./ResponsiveImage";
export type { ResponsiveImageProps, ResponsiveImageSource } from "./ResponsiveImage";
