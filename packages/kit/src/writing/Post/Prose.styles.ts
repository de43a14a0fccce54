import { styled } from "styled-components";
import { vars } from "../../theme/vars";

/**
 * A post's body, the HTML of core's `renderMarkdown`: a readable measure, headings with their own
 * link (shown on hover and keyboard focus, always read out), code blocks and tables that scroll
 * inside themselves on a phone, images that fit, footnotes, quotes and task lists. Logical
 * properties throughout, so a right-to-left page mirrors it.
 */
export const Prose = styled.div`
  max-width: 65ch;
  min-width: 0;
  font-size: ${vars.fontSize.lg};
  line-height: 1.75;
  overflow-wrap: break-word;

  > * + * {
    margin-block-start: 1.25em;
  }

  h2,
  h3,
  h4,
  h5,
  h6 {
    margin-block-start: 2em;
    line-height: 1.3;
    letter-spacing: -0.01em;
    scroll-margin-block-start: 6rem;
  }
  h2 {
    font-size: ${vars.fontSize["2xl"]};
  }
  h3 {
    font-size: ${vars.fontSize.xl};
  }
  h4,
  h5,
  h6 {
    font-size: ${vars.fontSize.lg};
  }

  a {
    color: ${vars.color.primary};
    text-underline-offset: 3px;
  }
  a:hover {
    color: ${vars.color.primaryHover};
  }

  /* Out of sight until the heading is hovered or the link has the keyboard's focus; still read out. */
  .heading-link {
    padding-inline: ${vars.space[1]};
    color: ${vars.color.textMuted};
    text-decoration: none;
    opacity: 0;
  }
  :is(h2, h3, h4, h5, h6):hover .heading-link,
  .heading-link:focus-visible {
    opacity: 1;
  }
  @media (prefers-reduced-motion: no-preference) {
    .heading-link {
      transition: opacity ${vars.motion.durationFast} ${vars.motion.easing};
    }
  }

  ul,
  ol {
    padding-inline-start: 1.5em;
  }
  li + li,
  li > ul,
  li > ol {
    margin-block-start: 0.5em;
  }
  li::marker {
    color: ${vars.color.textMuted};
  }
  .task-list-item {
    list-style: none;
  }
  .task-list-item input {
    margin-inline: -1.4em 0.5em;
    accent-color: ${vars.color.primary};
  }

  blockquote {
    padding-inline-start: ${vars.space[4]};
    border-inline-start: 4px solid ${vars.color.primary};
    color: ${vars.color.textMuted};
    font-style: italic;
  }
  blockquote > * + * {
    margin-block-start: 0.75em;
  }

  hr {
    border: 0;
    border-block-start: 1px solid ${vars.color.border};
    margin-block: 2.5em;
  }

  del {
    color: ${vars.color.textMuted};
  }

  img {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: ${vars.radius.md};
  }

  code {
    padding: 0.1em 0.35em;
    border-radius: ${vars.radius.sm};
    background: ${vars.color.surface};
    font-family: ${vars.font.mono};
    font-size: 0.875em;
  }
  /* A long line scrolls inside the block, never the page. */
  pre {
    max-width: 100%;
    overflow-x: auto;
    padding: ${vars.space[4]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
    line-height: 1.6;
    direction: ltr;
    text-align: start;
  }
  pre code {
    padding: 0;
    background: none;
    font-size: ${vars.fontSize.sm};
  }

  /* A wide table scrolls inside its frame, which the keyboard can focus. */
  .table-frame {
    max-width: 100%;
    overflow-x: auto;
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${vars.fontSize.md};
  }
  th,
  td {
    padding: ${vars.space[2]} ${vars.space[3]};
    border-block-end: 1px solid ${vars.color.border};
    text-align: start;
    vertical-align: top;
  }
  th {
    background: ${vars.color.surface};
    font-weight: 700;
    white-space: nowrap;
  }
  tr:last-child td {
    border-block-end: 0;
  }

  sup {
    line-height: 0;
  }
  [data-footnote-ref] {
    padding-inline: 0.15em;
  }
  .footnotes {
    margin-block-start: 3em;
    padding-block-start: ${vars.space[5]};
    border-block-start: 1px solid ${vars.color.border};
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.md};
  }
  .footnotes h2 {
    margin-block-start: 0;
    color: ${vars.color.text};
    font-size: ${vars.fontSize.lg};
  }
  [id^="user-content-fn"]:target {
    background: ${vars.color.primarySoft};
  }
`;
