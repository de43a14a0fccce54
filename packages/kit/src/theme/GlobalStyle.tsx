import { createGlobalStyle } from "styled-components";
import { SECTION_SCROLL_OFFSET } from "../internal/sectionScroll";
import { vars } from "./vars";

/** The theme's custom properties, as written by `themeCss`. */
export const ThemeVariables = createGlobalStyle<{ $css: string }>`
  ${(p) => p.$css}
`;

/** Base document styles: box sizing, typography, focus ring, reduced motion. Reads the theme's variables. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    /* The fixed bar covers the top: the browser's own jump to #id, with no script, stops 80 px
       above the section. Only here: a section's own scroll-margin would add to it. */
    scroll-padding-top: ${SECTION_SCROLL_OFFSET}px;
  }
  body {
    margin: 0;
    font-family: ${vars.font.body};
    font-size: ${vars.fontSize.md};
    line-height: 1.6;
    color: ${vars.color.text};
    background: ${vars.color.background};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  h1, h2, h3, h4 { font-family: ${vars.font.heading}; line-height: 1.2; margin: 0; }
  p { margin: 0; }
  img, svg { display: block; max-width: 100%; }
  a { color: ${vars.color.primary}; }
  button, input, textarea, select { font: inherit; color: inherit; }
  :focus-visible {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
