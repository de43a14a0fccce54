import { css } from "styled-components";
import { vars } from "./vars";

// Style blocks several components share, so a surface or a list looks the same wherever it is.

/** A list without bullets or indentation: the list's own grid or flex lays its items out. */
export const bareList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Out of sight but read by assistive technology (VisuallyHidden, the skip link until focused, a table's header row on a phone). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** A bare list whose items stand one under another, `gap` apart (a timeline, a list of posts or options). */
export const stackedList = (gap: string) => css`
  display: grid;
  gap: ${gap};
  ${bareList}
`;

/** A bare grid list whose items, and the card in each, stretch to the height of their row. */
export const stretchedItems = css`
  ${bareList}

  > li {
    display: flex;
  }
  > li > * {
    flex: 1;
  }
`;

/** A grid of as many columns as fit, each at least `minWidth` wide, one column on a narrow screen (card grids, fact lists). */
export const autoFitGrid = (minWidth: string, gap: string) => css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${minWidth}), 1fr));
  gap: ${gap};
`;

/** A raised surface: bordered, on the raised background, with a small shadow (set its radius). */
export const raisedSurface = css`
  border: 1px solid ${vars.color.border};
  background: ${vars.color.surfaceRaised};
  box-shadow: ${vars.shadow.sm};
`;

/** A bordered panel of the owner's dashboard that stacks its parts (the visits chart, the link builder). */
export const dashboardPanel = css`
  display: grid;
  gap: ${vars.space[3]};
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceRaised};
  min-width: 0;
`;

/** An owner page's problem in words: an error, or a change the server refused (set its padding). */
export const problemNotice = css`
  border-radius: ${vars.radius.md};
  background: ${vars.color.dangerSoft};
  color: ${vars.color.danger};
  font-weight: 600;
`;

/** An owner page's state in place of its content: loading, or nothing to show (set its padding). */
export const statusNotice = css`
  text-align: center;
  color: ${vars.color.textMuted};
  background: ${vars.color.surface};
  border-radius: ${vars.radius.lg};
`;

/** A wrapping row of chips (a tag list), without bullets. */
export const chipRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  ${bareList}
`;

/** A link that stands on its own after a list or an article ("All writing"): bold, in the brand colour, 44 px tall. */
export const standaloneLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${vars.color.primary};
  font-weight: 700;
  text-underline-offset: 4px;
`;

/** A link among the owner's ways to be reached: the text's colour, quietly underlined, brand-coloured on hover. */
export const quietLink = css`
  color: ${vars.color.text};
  font-weight: 600;
  text-decoration: underline;
  text-decoration-color: ${vars.color.borderStrong};
  text-underline-offset: 4px;

  &:hover {
    color: ${vars.color.primary};
    text-decoration-color: currentColor;
  }
`;

/** A row of controls or labels that wraps on narrow screens (set its gap). */
export const wrappingRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
`;

/** An icon, or a marker, beside its words on one line: centred on each other, a small gap between. */
export const iconWithText = css`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
`;

/** Words beside the main ones: a date, a note, a hint, a caption. Small and muted. */
export const metaText = css`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/** The words under a field of the owner's forms that say what it is for. */
export const fieldHint = css`
  margin: 0;
  ${metaText}
`;

/** A field's problem, beside it on the owner's forms. */
export const fieldProblem = css`
  margin: 0;
  color: ${vars.color.danger};
  font-size: ${vars.fontSize.sm};
  font-weight: 600;
`;

/** A text field or select of the owner's pages: full width, 44 px tall, on the page's background. */
export const fieldControl = css`
  min-height: 44px;
  width: 100%;
  min-width: 0;
  padding: 0 ${vars.space[3]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};
  color: ${vars.color.text};
  font: inherit;

  &::placeholder {
    color: ${vars.color.textMuted};
  }
`;
