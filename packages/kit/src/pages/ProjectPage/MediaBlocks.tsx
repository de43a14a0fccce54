import type { CaptionedImage, ProjectVideo } from "@pmfolio/core";
import { useEffect, useRef } from "react";
import { enhanceGallery } from "./galleryViewer";
import { NewTabNote } from "../../primitives/VisuallyHidden";
import { Icon } from "../../primitives/Icon";
import type { Labels } from "../../labels";
import { ResponsiveImage } from "../../primitives/ResponsiveImage";
import { contentImageSizes, halfContentImageSizes } from "../../internal/imageSizes";
import { Figure, GalleryGrid, VideoLink, Viewer } from "./MediaBlocks.styles";

/** A single image with its caption; it loads when it nears the viewport. */
export function ImageFigure({ image }: { image: CaptionedImage }) {
  return (
    <Figure>
      <ResponsiveImage image={image} sizes={contentImageSizes} loading="lazy" decoding="async" />
      {image.caption ? <figcaption>{image.caption}</figcaption> : null}
    </Figure>
  );
}

/**
 * Images in a grid, each a link to its larger file (so it works with no script), with the
 * viewer dialog the gallery behaviour opens them in. The component attaches the behaviour
 * itself; a page without React gets it from `enhance()`.
 */
export function Gallery({
  images,
  labels,
}: {
  images: readonly CaptionedImage[];
  labels: Labels["project"]["gallery"];
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? enhanceGallery(ref.current) : undefined), []);
  return (
    <div ref={ref} data-pm-gallery="">
      <GalleryGrid>
        {images.map((image, index) => (
          // Content may repeat an image; the position is the key.
          <li key={index}>
            <Figure>
              <a href={image.fullSrc ?? image.src} data-pm-gallery-item="">
                <ResponsiveImage
                  image={image}
                  sizes={halfContentImageSizes}
                  loading="lazy"
                  decoding="async"
                />
              </a>
              {image.caption ? <figcaption>{image.caption}</figcaption> : null}
            </Figure>
          </li>
        ))}
      </GalleryGrid>
      <Viewer data-pm-gallery-dialog="" aria-label={labels.viewer}>
        <button type="button" data-pm-gallery-close="" aria-label={labels.close}>
          <Icon name="close" size={22} />
        </button>
        <button type="button" data-pm-gallery-previous="" aria-label={labels.previous}>
          <Icon name="chevron-left" size={24} />
        </button>
        <figure>
          <img data-pm-gallery-image="" alt="" />
          <p data-pm-gallery-caption="" aria-live="polite" />
        </figure>
        <button type="button" data-pm-gallery-next="" aria-label={labels.next}>
          <Icon name="chevron-right" size={24} />
        </button>
      </Viewer>
    </div>
  );
}

/**
 * A video the page plays (native controls, its text tracks), or, when it has only a `url`, a
 * link to the page that plays it, so no third-party player loads with the page.
 */
export function VideoFigure({ video }: { video: ProjectVideo }) {
  const caption = video.caption ? <figcaption>{video.caption}</figcaption> : null;
  if (!video.sources?.length)
    return video.url ? (
      <Figure>
        <div>
          <VideoLink href={video.url} target="_blank" rel="noopener noreferrer">
            <Icon name="play" size={32} />
            {video.title}
            <NewTabNote />
          </VideoLink>
        </div>
        {caption}
      </Figure>
    ) : null;
  return (
    <Figure>
      {/* The caption tracks are the content's (`video.tracks`, mapped below), which the rule cannot see. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        controls
        preload="metadata"
        aria-label={video.title}
        poster={video.poster}
        width={video.width}
        height={video.height}
      >
        {video.sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
        {video.tracks?.map((track) => (
          <track
            key={track.src}
            src={track.src}
            srcLang={track.srclang}
            label={track.label}
            kind={track.kind ?? "captions"}
            default={track.default}
          />
        ))}
      </video>
      {caption}
    </Figure>
  );
}
