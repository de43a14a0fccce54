import { styled } from "styled-components";
import { mediaUp } from "../../theme/tokens";
import { vars } from "../../theme/vars";
import { autoFitGrid, metaText, raisedSurface } from "../../theme/fragments";

export const StyledMetricGrid = styled.dl`
  ${autoFitGrid("200px", vars.space[4])}
  margin: 0;

  ${mediaUp("md")} {
    gap: ${vars.space[5]};
  }
`;

export const StyledMetricCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  padding: ${vars.space[5]};
  ${raisedSurface}
  border-radius: ${vars.radius.lg};

  /* A short brand-gradient rule above the value. */
  &::before {
    content: "";
    order: 0;
    width: 28px;
    height: 4px;
    margin-bottom: ${vars.space[2]};
    border-radius: ${vars.radius.pill};
    background: linear-gradient(90deg, ${vars.color.primary}, ${vars.color.secondary});
  }
`;

/** The label comes first in the markup ("Active users: 2.4M") and second on screen. */
export const MetricLabel = styled.dt`
  order: 2;
  color: ${vars.color.text};
  font-weight: 600;
`;

export const MetricValue = styled.dd`
  order: 1;
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin: 0;
  color: ${vars.color.primary};
  font-size: ${vars.fontSize["2xl"]};
  font-weight: 800;
  letter-spacing: -0.02em;
  line-height: 1.15;
`;

export const MetricDescription = styled.dd`
  order: 3;
  margin: 0;
  ${metaText}
`;
