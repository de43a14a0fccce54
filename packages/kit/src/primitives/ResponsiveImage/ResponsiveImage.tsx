import type { ImageAsset } from "@pmfolio/core";
import { forwardRef, type ComponentPropsWithoutRef } from "react";

export interface ResponsiveImageProps extends Omit<
  ComponentPropsWithoutRef<"img">,
  "src" | "alt" | "width" | "height" | "srcSet" | "sizes"
> {
  /** The image: file, alt text, intrinsic size, and optionally other widths (`srcSet`, `sizes`) and modern formats (`sources`). */
  image: ImageAsset;
}

/**
 * An image that never shifts the layout (its width and height are always set) and lets
 * the browser choose the best file: a `<picture>` with one `<source>` per modern format
 * when the image has `sources`, a plain `<img>` otherwise. Loading hints (`loading`,
 * `decoding`, `fetchPriority`) pass through to the `<img>`.
 */
export const ResponsiveImage = forwardRef<HTMLImageElement, ResponsiveImageProps>(function ResponsiveImage(
  { image, ...rest },
  ref,
) {
  const img = (
    <img
      ref={ref}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      alt={image.alt}
      width={image.width}
      height={image.height}
      {...rest}
    />
  );
  if (!image.sources?.length) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={image.sizes} />
      ))}
      {img}
    </picture>
  );
});
