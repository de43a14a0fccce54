import { styled } from "styled-components";
import { Reveal, RevealItem } from "../../motion/Reveal";
import { mediaUp } from "../../theme/tokens";
import { vars } from "../../theme/vars";
import { autoFitGrid, bareList, iconWithText, metaText } from "../../theme/fragments";

export const Timeline = styled(Reveal)`
  position: relative;
  display: grid;
  gap: ${vars.space[5]};
  max-width: 880px;
  margin: 0 auto;
  padding: 0;
  padding-inline-start: ${vars.space[6]};
  list-style: none;

  /* The rail the markers sit on. */
  &::before {
    content: "";
    position: absolute;
    top: ${vars.space[2]};
    bottom: ${vars.space[2]};
    inset-inline-start: 7px;
    width: 2px;
    border-radius: ${vars.radius.pill};
    background: linear-gradient(${vars.color.primary}, ${vars.color.border} 40%);
  }

  ${mediaUp("md")} {
    padding-inline-start: ${vars.space[7]};
    gap: ${vars.space[6]};
  }
`;

export const TimelineItem = styled(RevealItem)`
  position: relative;
`;

export const Marker = styled.span`
  position: absolute;
  top: 1.85rem;
  inset-inline-start: calc(-1 * ${vars.space[6]} + 1px);
  width: 14px;
  height: 14px;
  border: 2px solid ${vars.color.borderStrong};
  border-radius: 50%;
  background: ${vars.color.background};

  &[data-current="true"] {
    border-color: ${vars.color.primary};
    background: ${vars.color.primary};
    box-shadow: 0 0 0 5px ${vars.color.primarySoft};
  }

  ${mediaUp("md")} {
    inset-inline-start: calc(-1 * ${vars.space[7]} + 1px);
  }
`;

export const Role = styled.h3`
  font-size: ${vars.fontSize.xl};
  font-weight: 700;
  letter-spacing: -0.01em;
`;

export const Period = styled.p`
  ${iconWithText}
  ${metaText}
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

export const Where = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]} ${vars.space[4]};
  margin-top: ${vars.space[1]};
  color: ${vars.color.textMuted};

  span {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[1]};
  }
  span:first-child {
    color: ${vars.color.primary};
    font-weight: 600;
  }
`;

export const Achievements = styled.ul`
  display: grid;
  gap: ${vars.space[2]};
  margin: ${vars.space[4]} 0 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${vars.space[2]};
    align-items: start;
  }
  svg {
    margin-top: 0.2rem;
    color: ${vars.color.secondary};
  }
`;

export const AwardsBlock = styled.div`
  max-width: 880px;
  margin: ${vars.space[8]} auto 0;
`;

export const AwardsHeading = styled.h3`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin-bottom: ${vars.space[5]};
  font-size: ${vars.fontSize.xl};
  font-weight: 700;

  svg {
    color: ${vars.color.secondary};
  }
`;

export const AwardsList = styled(Reveal)`
  ${autoFitGrid("240px", vars.space[4])}
  ${bareList}
`;

export const AwardTitle = styled.h4`
  font-size: ${vars.fontSize.md};
  font-weight: 700;
`;

export const AwardPeriod = styled.p`
  margin-top: ${vars.space[1]};
  color: ${vars.color.secondary};
  font-size: ${vars.fontSize.sm};
  font-weight: 600;
`;

export const AwardDescription = styled.p`
  margin-top: ${vars.space[2]};
  ${metaText}
`;
