import { styled } from "styled-components";
import { bareList, fieldControl, wrappingRow } from "../../../theme/fragments";
import { vars } from "../../../theme/vars";
import { Table } from "../AnalyticsTabs/AnalyticsTabs.styles";

export const Root = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  min-width: 0;
`;

export const Name = styled.span`
  display: grid;
  gap: ${vars.space[1]};
  overflow-wrap: anywhere;

  & code {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }
`;

export const Muted = styled.span`
  color: ${vars.color.textMuted};
`;

export const Timeline = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;

  & h3 {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    overflow-wrap: anywhere;
  }
  & h3:focus-visible {
    outline-offset: 4px;
  }
`;

export const Visits = styled.ol`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
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
`;

export const Steps = styled.ul`
  display: grid;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0 0 0 ${vars.space[4]};
  overflow-wrap: anywhere;
`;

export const Goal = styled.li`
  color: ${vars.color.success};
  font-weight: 600;
`;

export const Status = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

/** The breakdowns' table, with room for the application's name and its button, and text columns read left to right. */
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
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
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
  ${bareList}
  display: grid;
  gap: ${vars.space[2]};

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
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }
`;

export const SubHeading = styled.h4`
  margin: 0;
  font-size: ${vars.fontSize.md};
`;
