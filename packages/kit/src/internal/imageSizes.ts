/**
 * How wide the kit's places show an image (`sizes` values), for images with other widths or
 * formats to choose from. Each is the widest the place gets, so the browser never fetches a file
 * narrower than it shows.
 */
import { tokens } from "../theme/tokens";

/** A `sizes` value for a place that is the viewport's width up to `pixels` CSS pixels, and no wider. */
export const shownUpTo = (pixels: number) => `(min-width: ${pixels}px) ${pixels}px, 100vw`;

/** The content's whole width: a project's cover and its single images. */
export const contentImageSizes = shownUpTo(Number.parseInt(tokens.layout.contentWidth, 10));

/**
 * The reading column: a post's cover and the pictures in its text (`Container`'s narrow width).
 * A site passes it to core's `renderMarkdown` as `imageSizes`.
 */
export const postImageSizes = shownUpTo(800);

/** A tile or a gallery's cell: the column on a phone, at most half the content beside another from tablets up. */
export const halfContentImageSizes = `(min-width: ${tokens.breakpoint.sm}px) ${Number.parseInt(tokens.layout.contentWidth, 10) / 2}px, 100vw`;
