import * as Tabs from "@radix-ui/react-tabs";
import { styled } from "styled-components";
import { mediaUp } from "../../theme/tokens";
import { vars } from "../../theme/vars";

export const Root = styled(Tabs.Root)`
  display: grid;
  gap: ${vars.space[4]};
  min-width: 0;
`;

export const List = styled(Tabs.List)`
  display: flex;
  gap: ${vars.space[1]};
  overflow-x: auto;
  border-bottom: 1px solid ${vars.color.border};
  scrollbar-width: thin;
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

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  caption {
    text-align: left;
    font-weight: 700;
    font-size: ${vars.fontSize.lg};
    padding-bottom: ${vars.space[2]};
  }
  th,
  td {
    padding: ${vars.space[2]} ${vars.space[3]};
    border-bottom: 1px solid ${vars.color.border};
    text-align: right;
    white-space: nowrap;
  }
  thead th {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
    font-weight: 600;
    white-space: normal;
  }
  th[scope="row"],
  thead th:first-child {
    text-align: left;
    white-space: normal;
    overflow-wrap: anywhere;
    font-weight: 500;
  }
  th[scope="row"] {
    width: 100%;
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
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[3]};
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
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  font-weight: 600;
  overflow-wrap: anywhere;
  min-width: 0;
`;

export const VisitFacts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]} ${vars.space[4]};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;

export const Note = styled.p`
  margin-top: ${vars.space[2]};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
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
