import { styled } from "styled-components";
import { tokens } from "../../theme/tokens";
import { vars } from "../../theme/vars";

export const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${tokens.space[3]};
  padding: ${tokens.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceRaised};
  box-shadow: ${tokens.shadow.sm};
  min-width: 0;
`;

export const Caption = styled.figcaption`
  display: grid;
  gap: ${tokens.space[1]};
`;

export const Title = styled.h2`
  font-size: ${tokens.fontSize.lg};
`;

export const Description = styled.p`
  color: ${vars.color.textMuted};
  font-size: ${tokens.fontSize.sm};
`;

export const Plot = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  grid-template-rows: 160px auto;
  column-gap: ${tokens.space[2]};
  font-size: ${tokens.fontSize.xs};
  color: ${vars.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const YAxis = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  align-items: flex-end;
  line-height: 1;
`;

export const Svg = styled.svg`
  display: block;
  width: 100%;
  height: 100%;
  overflow: visible;
  border-bottom: 1px solid ${vars.color.borderStrong};

  line {
    stroke: ${vars.color.border};
    stroke-width: 1;
  }
  rect {
    fill: ${vars.color.primary};
  }
  rect[data-today="true"] {
    fill: ${vars.color.accent};
  }
`;

export const XAxis = styled.div`
  grid-column: 2;
  display: flex;
  justify-content: space-between;
  padding-top: ${tokens.space[1]};
`;

export const Details = styled.details`
  font-size: ${tokens.fontSize.sm};

  summary {
    cursor: pointer;
    width: fit-content;
    color: ${vars.color.primary};
    font-weight: 600;
  }
`;

export const TableScroll = styled.div`
  max-height: 320px;
  overflow: auto;
  margin-top: ${tokens.space[2]};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${tokens.space[1]} ${tokens.space[2]};
    border-bottom: 1px solid ${vars.color.border};
    text-align: right;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${vars.color.surfaceRaised};
  }
`;

export const EmptyPlot = styled.p`
  display: grid;
  place-items: center;
  min-height: 160px;
  padding: ${tokens.space[4]};
  border: 1px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  color: ${vars.color.textMuted};
  text-align: center;
`;
