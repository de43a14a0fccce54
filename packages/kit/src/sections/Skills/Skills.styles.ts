import { styled } from "styled-components";
import { Reveal } from "../../motion/Reveal";
import { mediaUp } from "../../theme/tokens";
import { vars } from "../../theme/vars";
import {
  autoFitGrid,
  bareList,
  iconWithText,
  raisedSurface,
  stackedList,
  stretchedItems,
} from "../../theme/fragments";

export const GroupGrid = styled(Reveal)`
  ${autoFitGrid("280px", vars.space[5])}
  ${stretchedItems}
`;

export const GroupTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin-bottom: ${vars.space[4]};
  font-size: ${vars.fontSize.lg};
  font-weight: 700;

  &::before {
    content: "";
    width: 4px;
    height: 1.1em;
    border-radius: ${vars.radius.pill};
    background: ${vars.color.secondary};
  }
`;

export const SkillList = styled.ul`
  ${stackedList(vars.space[3])}

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space[3]};
  }
`;

export const Dots = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  gap: 5px;
`;

export const Dot = styled.span`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  border: 1.5px solid ${vars.color.primary};
  background: transparent;

  &[data-filled="true"] {
    background: ${vars.color.primary};
  }
`;

export const ToolsBlock = styled.div`
  margin-top: ${vars.space[7]};
  text-align: center;

  ${mediaUp("md")} {
    margin-top: ${vars.space[8]};
  }
`;

export const ToolsHeading = styled.h3`
  margin-bottom: ${vars.space[5]};
  font-size: ${vars.fontSize.lg};
  font-weight: 700;
`;

export const ToolList = styled(Reveal)`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[3]};
  ${bareList}
`;

export const ToolChip = styled.span`
  ${iconWithText}
  padding: ${vars.space[2]} ${vars.space[4]};
  ${raisedSurface}
  border-radius: ${vars.radius.pill};
  font-weight: 600;

  svg {
    color: ${vars.color.primary};
  }
`;
