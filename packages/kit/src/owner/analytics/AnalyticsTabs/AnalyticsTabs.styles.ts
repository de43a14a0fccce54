import * as Tabs from "@radix-ui/react-tabs";
import { keyframes, styled } from "styled-components";
import { metaText, stackedList, wrappingRow } from "../../../theme/fragments";
import { mediaUp } from "../../../theme/tokens";
import { vars } from "../../../theme/vars";

export const Root = styled(Tabs.Root)`
  display: grid;
  gap: ${vars.space[4]};
  min-width: 0;
`;

/** How wide the fade at a scrolling tab strip's edge is. */
const fadeWidth = "32px";
const appear = keyframes`
  from { opacity: 0; }
  8% { opacity: 1; }
  to { opacity: 1; }
`;
const disappear = keyframes`
  from { opacity: 1; }
  92% { opacity: 1; }
  to { opacity: 0; }
`;

/**
 * The tab strip's frame. On a phone the tabs scroll sideways; a fade over the edge with more tabs
 * says so, driven by the strip's own scroll where the browser has scroll-driven animations. Elsewhere
 * the end fade always shows (the strip's end padding lets the last tab scroll clear of it).
 */
export const TabStrip = styled.div`
  position: relative;
  min-width: 0;
  timeline-scope: --pm-analytics-tabs;

  &::before,
  &::after {
    content: "";
    position: absolute;
    top: 0;
    bottom: 1px;
    width: ${fadeWidth};
    pointer-events: none;
  }
  &::before {
    left: 0;
    background: linear-gradient(to right, ${vars.color.background}, transparent);
    opacity: 0;
  }
  &::after {
    right: 0;
    background: linear-gradient(to left, ${vars.color.background}, transparent);
  }

  @supports (animation-timeline: scroll()) {
    /* A strip that does not scroll has an inactive timeline, so neither fade shows. */
    &::before {
      animation: ${appear} linear both;
      animation-timeline: --pm-analytics-tabs;
    }
    &::after {
      opacity: 0;
      animation: ${disappear} linear both;
      animation-timeline: --pm-analytics-tabs;
    }
  }
`;

export const List = styled(Tabs.List)`
  display: flex;
  gap: ${vars.space[1]};
  overflow-x: auto;
  padding-inline-end: ${fadeWidth};
  border-bottom: 1px solid ${vars.color.border};
  scrollbar-width: thin;
  scroll-timeline: --pm-analytics-tabs x;
`;

export const Trigger = styled(Tabs.Trigger)`
  flex: none;
  min-height: 44px;
  padding: 0 ${vars.space[3]};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${vars.color.textMuted};
  font-weight: 600;
  cursor: pointer;

  &:hover {
    color: ${vars.color.text};
  }
  &[data-state="active"] {
    color: ${vars.color.primary};
    border-bottom-color: ${vars.color.primary};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
`;

export const Panel = styled(Tabs.Content)`
  display: grid;
  gap: ${vars.space[5]};
  min-width: 0;

  /* Radix keeps inactive panels in the DOM as hidden elements. */
  &[hidden] {
    display: none;
  }

  ${mediaUp("md")} {
    &[data-columns="2"] {
      grid-template-columns: 1fr 1fr;
    }
  }
`;

/**
 * A breakdown table. Phone first: smaller type, narrow cell padding and figures that may wrap between
 * words ("2 min, / 6 sec"), so the name column keeps room for a short name; from `md` the figures
 * stay on one line.
 */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  font-size: ${vars.fontSize.sm};

  caption {
    text-align: left;
    font-weight: 700;
    font-size: ${vars.fontSize.lg};
    padding-bottom: ${vars.space[2]};
  }
  th,
  td {
    padding: ${vars.space[2]} ${vars.space[1]};
    border-bottom: 1px solid ${vars.color.border};
    text-align: right;
  }
  thead th {
    color: ${vars.color.textMuted};
    font-weight: 600;
  }
  th[scope="row"],
  thead th:first-child {
    text-align: left;
    font-weight: 500;
  }
  th[scope="row"] {
    /* The name column takes what the figures leave (width with max-width: 0), and at least a short name. */
    width: 100%;
    max-width: 0;
    min-width: 6rem;
  }

  ${mediaUp("md")} {
    font-size: ${vars.fontSize.md};

    th,
    td {
      padding: ${vars.space[2]} ${vars.space[3]};
    }
    td {
      white-space: nowrap;
    }
    thead th {
      font-size: ${vars.fontSize.sm};
    }
  }
`;

/**
 * A row's name on one line, cut with an ellipsis when the figures leave too little room (a phone).
 * It takes focus, and shows whole on focus or hover; its title says it too.
 */
export const RowName = styled.span`
  display: block;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &:hover,
  &:focus {
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;

export const Empty = styled.p`
  padding: ${vars.space[5]};
  text-align: center;
  color: ${vars.color.textMuted};
  background: ${vars.color.surface};
  border-radius: ${vars.radius.lg};
`;

export const Visits = styled.ol`
  ${stackedList(vars.space[3])}
`;

export const Visit = styled.li`
  display: grid;
  gap: ${vars.space[1]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  min-width: 0;
`;

export const VisitPage = styled.p`
  ${wrappingRow}
  gap: ${vars.space[2]};
  font-weight: 600;
  overflow-wrap: anywhere;
  min-width: 0;
`;

export const VisitFacts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]} ${vars.space[4]};
  ${metaText}
  overflow-wrap: anywhere;
`;

export const Note = styled.p`
  margin-top: ${vars.space[2]};
  ${metaText}
`;

export const Columns = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  min-width: 0;

  ${mediaUp("md")} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Flag = styled.span`
  margin-right: ${vars.space[2]};
`;

export const Code = styled.span`
  margin-left: ${vars.space[1]};
  padding: 0 ${vars.space[1]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  color: ${vars.color.textMuted};
  font-family: ${vars.font.mono};
  font-size: ${vars.fontSize.xs};
`;
