import { styled } from "styled-components";
import { vars } from "../../theme/vars";

export type BadgeTone = "primary" | "accent" | "success" | "warning" | "neutral";

export const StyledBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  padding: 0.125rem ${vars.space[2]};
  border-radius: ${vars.radius.pill};
  font-size: ${vars.fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.02em;
  line-height: 1.6;
  white-space: nowrap;
  background: ${vars.color.primarySoft};
  color: ${vars.color.primary};

  &[data-tone="accent"] {
    background: ${vars.color.secondarySoft};
    color: ${vars.color.secondary};
  }
  &[data-tone="success"] {
    background: ${vars.color.successSoft};
    color: ${vars.color.success};
  }
  &[data-tone="warning"] {
    background: ${vars.color.warningSoft};
    color: ${vars.color.warning};
  }
  &[data-tone="neutral"] {
    background: ${vars.color.surface};
    color: ${vars.color.textMuted};
    box-shadow: inset 0 0 0 1px ${vars.color.border};
  }
`;

/** A status dot; the text, not the colour, says what the status is. */
export const Dot = styled.span`
  width: 6px;
  height: 6px;
  border-radius: 50%;
  background: currentColor;
`;
