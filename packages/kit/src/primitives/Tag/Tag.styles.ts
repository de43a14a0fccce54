import { styled } from "styled-components";
import { vars } from "../../theme/vars";
import { chipRow, metaText } from "../../theme/fragments";

export type TagTone = "neutral" | "primary" | "accent";

export const StyledTag = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  padding: ${vars.space[1]} ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  ${metaText}
  font-weight: 500;
  line-height: 1.4;
  white-space: nowrap;

  &[data-tone="primary"] {
    border-color: transparent;
    background: ${vars.color.primarySoft};
    color: ${vars.color.primary};
  }
  &[data-tone="accent"] {
    border-color: transparent;
    background: ${vars.color.secondarySoft};
    color: ${vars.color.secondary};
  }
`;

export const StyledTagList = styled.ul`
  ${chipRow}
`;
