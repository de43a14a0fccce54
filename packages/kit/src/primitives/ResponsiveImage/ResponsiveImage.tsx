import type { ImageAsset } from "@pmfolio/core";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { styled } from "styled-components";

/** An image as `ResponsiveImage` takes it: a content image, its size optional (a post's cover read from its file). */
export type ResponsiveImageSource = Omit<ImageAsset, "width" | "height"> &
  Partial<Pick<ImageAsset, "width" | "height">>;

export interface ResponsiveImageProps extends Omit<
  ComponentPropsWithoutRef<"img">,
  "src" | "alt" | "width" | "height" | "srcSet" | "sizes"
> {
  /** The image: file, alt text, intrinsic size, and optionally other widths (`srcSet`, `sizes`) and modern formats (`sources`). */
  image: ResponsiveImageSource;
  /**
   * How wide this place shows the image (a `sizes` value, e.g. `shownUpTo(800)`), used when the
   * image has other widths or formats and names no `sizes` of its own: without it the browser
   * takes the whole viewport, and a desktop fetches a file wider than the column.
   */
  sizes?: string;
}

// The picture takes no box of its own: the img stays the item a grid or flex layout places.
const Picture = styled.picture`
  display: contents;
`;

/**
 * An image that never shifts the layout (its width and height are always set) and lets
 * the browser choose the best file: a `<picture>` with one `<source>` per modern format
 * when the image has `sources`, a plain `<img>` otherwise. Loading hints (`loading`,
 * `decoding`, `fetchPriority`) and a `className` pass through to the `<img>`.
 */
export const ResponsiveImage = forwardRef<HTMLImageElement, ResponsiveImageProps>(function ResponsiveImage(
  { image, sizes: placeSizes, ...rest },
  ref,
) {
  const sizes = image.srcSet || image.sources?.length ? (image.sizes ?? placeSizes) : undefined;
  const img = (
    <img
      ref={ref}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      {...rest}
    />
  );
  if (!image.sources?.length) return img;
  return (
    <Picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </Picture>
  );
});
