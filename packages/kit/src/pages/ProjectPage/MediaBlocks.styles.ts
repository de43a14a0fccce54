import { styled } from "styled-components";
import { tokens } from "../../theme/tokens";
import { vars } from "../../theme/vars";
import { bareList, metaText, raisedSurface } from "../../theme/fragments";

/** The project page's media: the cover, single images, galleries, videos and the image viewer. */

export const Cover = styled.div`
  overflow: hidden;
  border-radius: ${vars.radius.lg};
  ${raisedSurface}

  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

export const Figure = styled.figure`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;

  img,
  video {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${vars.radius.lg};
    background: ${vars.color.surface};
  }
  figcaption {
    max-width: 72ch;
    ${metaText}
    line-height: 1.6;
  }
`;

export const GalleryGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: ${vars.space[5]};
  ${bareList}

  a {
    display: block;
    border-radius: ${vars.radius.lg};
  }
  a img {
    aspect-ratio: 4 / 3;
    object-fit: cover;
    transition: transform ${vars.motion.durationFast} ${vars.motion.easing};
  }
  a:hover img {
    transform: scale(1.02);
  }
  @media (prefers-reduced-motion: reduce) {
    a img {
      transition: none;
    }
  }
`;

export const VideoLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-height: 44px;
  padding: ${vars.space[4]} ${vars.space[5]};
  border-radius: ${vars.radius.lg};
  ${raisedSurface}
  color: ${vars.color.primary};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
  > svg:first-child {
    padding: 6px;
    border-radius: 50%;
    background: ${vars.color.primarySoft};
  }
`;

/** The image viewer: the whole window, the image as large as fits, the controls around it. */
export const Viewer = styled.dialog`
  width: 100vw;
  max-width: 100vw;
  height: 100dvh;
  max-height: 100dvh;
  margin: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: #ffffff;
  z-index: ${tokens.zIndex.overlay};

  &::backdrop {
    background: rgba(0, 0, 0, 0.88);
  }
  &[open] {
    display: grid;
    grid-template-columns: auto 1fr auto;
    grid-template-rows: auto 1fr auto;
    align-items: center;
    justify-items: center;
  }
  figure {
    display: contents;
  }
  img {
    grid-column: 2;
    grid-row: 2;
    max-width: 100%;
    max-height: calc(100dvh - 10rem);
    width: auto;
    height: auto;
    object-fit: contain;
  }
  p {
    grid-column: 1 / -1;
    grid-row: 3;
    max-width: 72ch;
    margin: 0;
    padding: ${vars.space[3]} ${vars.space[4]} ${vars.space[5]};
    text-align: center;
    line-height: 1.6;
  }
  button {
    display: inline-grid;
    place-items: center;
    width: 48px;
    height: 48px;
    margin: ${vars.space[3]};
    border: 1px solid rgba(255, 255, 255, 0.4);
    border-radius: 50%;
    background: rgba(0, 0, 0, 0.5);
    color: #ffffff;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 3px solid #ffffff;
    outline-offset: 2px;
  }
  [data-pm-gallery-close] {
    grid-column: 3;
    grid-row: 1;
  }
  [data-pm-gallery-previous] {
    grid-column: 1;
    grid-row: 2;
  }
  [data-pm-gallery-next] {
    grid-column: 3;
    grid-row: 2;
  }
`;
