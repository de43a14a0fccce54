import { styled } from "styled-components";
import { dashboardPanel, metaText } from "../../../theme/fragments";
import { vars } from "../../../theme/vars";

export const Figure = styled.figure`
  margin: 0;
  ${dashboardPanel}
  box-shadow: ${vars.shadow.sm};
`;

export const Caption = styled.figcaption`
  display: grid;
  gap: ${vars.space[1]};
`;

export const Title = styled.h2`
  font-size: ${vars.fontSize.lg};
`;

export const Description = styled.p`
  ${metaText}
`;

export const Plot = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  grid-template-rows: 160px auto;
  column-gap: ${vars.space[2]};
  font-size: ${vars.fontSize.xs};
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
    fill: ${vars.color.secondary};
  }
`;

export const XAxis = styled.div`
  grid-column: 2;
  display: flex;
  justify-content: space-between;
  padding-top: ${vars.space[1]};
`;

export const Details = styled.details`
  font-size: ${vars.fontSize.sm};

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
  margin-top: ${vars.space[2]};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${vars.space[1]} ${vars.space[2]};
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
  padding: ${vars.space[4]};
  border: 1px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  color: ${vars.color.textMuted};
  text-align: center;
`;
