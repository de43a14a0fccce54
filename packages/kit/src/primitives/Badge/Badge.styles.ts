import { css, styled } from "styled-components";
import { vars } from "../../theme/vars";

export type BadgeTone = "primary" | "accent" | "success" | "warning" | "neutral";

/** The tones drawn like the default (primary): a soft background under words in the tone's colour. */
const softTones = {
  accent: [vars.color.secondarySoft, vars.color.secondary],
  success: [vars.color.successSoft, vars.color.success],
  warning: [vars.color.warningSoft, vars.color.warning],
} satisfies Partial<Record<BadgeTone, [string, string]>>;

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

  ${Object.entries(softTones).map(
    ([tone, [background, color]]) => css`
      &[data-tone="${tone}"] {
        background: ${background};
        color: ${color};
      }
    `,
  )}
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
