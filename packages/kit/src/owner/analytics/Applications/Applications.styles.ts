import { css, styled } from "styled-components";
import {
  bareList,
  fieldControl,
  metaText,
  stackedList,
  visuallyHidden,
  wrappingRow,
} from "../../../theme/fragments";
import { tokens } from "../../../theme/tokens";
import { vars } from "../../../theme/vars";
import { Table } from "../AnalyticsTabs/AnalyticsTabs.styles";

export const Root = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  min-width: 0;
`;

/** The row header's stack: a block, as it holds the link settings' dialog (flow content, never inside a span). */
export const Name = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  overflow-wrap: anywhere;

  & code {
    ${metaText}
  }
`;

export const Muted = styled.span`
  color: ${vars.color.textMuted};
`;

/** A heading that carries an application's name (the timeline's, the link settings'): a name may be one long word. */
export const applicationHeading = css`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  overflow-wrap: anywhere;
`;

export const Timeline = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;

  & h3 {
    ${applicationHeading}
  }
  & h3:focus-visible {
    outline-offset: 4px;
  }
`;

export const Visit = styled.li`
  display: grid;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-left: 4px solid ${vars.color.primary};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};

  & > time {
    font-weight: 600;
  }
  &[data-state="bot"] {
    border-left-color: ${vars.color.borderStrong};
  }
  &[data-state="link-closed"] {
    border-left-color: ${vars.color.warning};
  }
`;

export const Steps = styled.ul`
  display: grid;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0 0 0 ${vars.space[4]};
  overflow-wrap: anywhere;
`;

/** A page's blocks as read, on one wrapping line, a middle dot between them. */
export const BlockList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  ${bareList}
  ${metaText}

  & > li + li::before {
    content: "·";
    padding: 0 ${vars.space[2]};
  }
`;

export const Goal = styled.li`
  color: ${vars.color.success};
  font-weight: 600;
`;

export const Status = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

/** Screens narrower than `md` (a phone), where the applications' table stacks into cards. */
const narrow = `@media (width < ${tokens.breakpoint.md}px)`;

/**
 * The breakdowns' table, with room for the application's name and its button, and text columns read
 * left to right. On a phone each row is a card: name, tag and timeline button; the status; the three
 * figures side by side, each under its label; the pages read, one line each; the goals. The header row
 * is hidden only visually, so each cell's column header is still announced.
 */
export const ApplicationsTable = styled(Table)`
  & th[scope="row"] {
    min-width: 13rem;
  }
  & td:nth-child(2),
  & td:nth-child(6),
  & td:nth-child(7) {
    text-align: left;
  }
  & td:nth-child(2) {
    min-width: 10rem;
  }
  & td code {
    overflow-wrap: anywhere;
  }

  ${narrow} {
    display: block;

    & > caption {
      display: block;
    }
    & > thead {
      ${visuallyHidden}
    }
    & > tbody {
      display: grid;
      gap: ${vars.space[3]};
    }
    & > tbody > tr {
      display: grid;
      grid-template-columns: repeat(3, minmax(0, 1fr));
      gap: ${vars.space[3]};
      padding: ${vars.space[3]};
      border: 1px solid ${vars.color.border};
      border-radius: ${vars.radius.md};
      background: ${vars.color.surface};
    }
    /* As specific as the table's own name-column rule (a fixed share of the row), which it undoes. */
    & > tbody > tr > th[scope="row"],
    & > tbody > tr > td {
      grid-column: 1 / -1;
      display: block;
      width: auto;
      min-width: 0;
      max-width: none;
      padding: 0;
      border: 0;
      text-align: left;
    }
    /* The figures keep their columns, so they line up from card to card even when one is empty. */
    & > tbody > tr > td:nth-child(3) {
      grid-column: 1;
    }
    & > tbody > tr > td:nth-child(4) {
      grid-column: 2;
    }
    & > tbody > tr > td:nth-child(5) {
      grid-column: 3;
    }
    & > tbody > tr > td:empty {
      display: none;
    }
    & ${Name} {
      justify-items: start;
    }
  }
`;

/** A cell's column name, shown in the cell only on a phone (where the header row is hidden). */
export const CellLabel = styled.span`
  display: none;

  ${narrow} {
    display: block;
    margin-bottom: ${vars.space[1]};
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.xs};
    font-weight: 600;
  }
`;

/** An application's pages read, one per line; on a phone each is two (path, then how it was read). */
export const PagesRead = styled.ul`
  ${bareList}

  ${narrow} {
    display: grid;
    gap: ${vars.space[1]};
  }
`;

/**
 * A page's path. On a phone it keeps one line, cut with an ellipsis; it takes focus and shows whole
 * on focus or hover, and its title says it too (as the breakdowns' row names do).
 */
export const PagePath = styled.span`
  ${narrow} {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;

    & code {
      overflow-wrap: normal;
    }
    &:hover,
    &:focus {
      white-space: normal;
    }
    &:hover code,
    &:focus code {
      overflow-wrap: anywhere;
    }
  }
`;

/** The sort and filter menus above the table. */
export const Controls = styled.div`
  ${wrappingRow}
  gap: ${vars.space[3]};

  & label {
    display: grid;
    gap: ${vars.space[1]};
    flex: 0 1 14rem;
    font-weight: 600;
  }
`;

export const Select = styled.select`
  ${fieldControl}
`;

/** An application's status menu and the time it last changed. */
export const StatusCell = styled.span`
  display: grid;
  gap: ${vars.space[1]};

  & time {
    ${metaText}
  }
`;

/** The badge of an application nobody opened and how long ago it was created. */
export const Waiting = styled.span`
  display: grid;
  justify-items: start;
  gap: ${vars.space[1]};
`;

/** The timeline's signals: each with its icon, its name, its time and page. */
export const Signals = styled.ol`
  ${stackedList(vars.space[2])}

  & > li {
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: ${vars.space[2]};
    align-items: start;
    overflow-wrap: anywhere;
  }
  & > li > svg {
    margin-top: 2px;
    color: ${vars.color.primary};
  }
  & time {
    ${metaText}
  }
`;

export const SubHeading = styled.h4`
  margin: 0;
  font-size: ${vars.fontSize.md};
`;
