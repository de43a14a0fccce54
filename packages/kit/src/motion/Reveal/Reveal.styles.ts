import { css, styled } from "styled-components";
import { motionDurations } from "../presets";

/** The entrance curve shared with the motion presets (ease-out). */
const ease = "cubic-bezier(0.22, 1, 0.36, 1)";
const entrance = `opacity ${motionDurations.entrance}s ${ease}, transform ${motionDurations.entrance}s ${ease}`;
const hidden = css`
  opacity: 0;
  transform: translateY(24px);
  transition: none;
`;
const shown = css`
  opacity: 1;
  transform: none;
  transition: ${entrance};
`;

// Items of a staggered reveal start 0.1 s apart (static rules for the first 12; later ones share the last delay).
const staggerDelays = Array.from(
  { length: 12 },
  (_, i) =>
    `& > [data-reveal-item]:nth-child(${i + 1}) { transition-delay: ${(i * motionDurations.stagger).toFixed(1)}s; }`,
).join("\n");

export const RevealRoot = styled.div`
  &[data-state="hidden"]:not([data-stagger]),
  &[data-state="hidden"][data-stagger] > [data-reveal-item] {
    ${hidden}
  }
  &[data-state="shown"]:not([data-stagger]),
  &[data-state="shown"][data-stagger] > [data-reveal-item] {
    ${shown}
  }
  &[data-state="shown"][data-stagger] {
    ${staggerDelays}
    & > [data-reveal-item]:nth-child(n + 13) {
      transition-delay: ${(12 * motionDurations.stagger).toFixed(1)}s;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    &,
    & > [data-reveal-item] {
      opacity: 1 !important;
      transform: none !important;
      transition: none !important;
    }
  }
`;

export const RevealItemRoot = styled.div``;
