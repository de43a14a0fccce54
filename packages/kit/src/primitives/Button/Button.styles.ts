import { css, styled } from "styled-components";
import { vars } from "../../theme/vars";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

/** Shared by buttons and by links that look like buttons. */
export const buttonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  min-height: 44px;
  padding: 0 ${vars.space[5]};
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  font-weight: 600;
  font-size: ${vars.fontSize.md};
  line-height: 1;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${vars.motion.durationFast} ${vars.motion.easing},
    border-color ${vars.motion.durationFast} ${vars.motion.easing},
    color ${vars.motion.durationFast} ${vars.motion.easing},
    box-shadow ${vars.motion.durationFast} ${vars.motion.easing};

  &[data-size="sm"] {
    min-height: 36px;
    padding: 0 ${vars.space[3]};
    font-size: ${vars.fontSize.sm};
  }
  &[data-size="lg"] {
    min-height: 52px;
    padding: 0 ${vars.space[6]};
    font-size: ${vars.fontSize.lg};
  }

  &[data-variant="primary"] {
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
    box-shadow: ${vars.shadow.sm};
  }
  &[data-variant="primary"]:hover:not(:disabled) {
    background: ${vars.color.primaryHover};
  }
  &[data-variant="secondary"] {
    background: ${vars.color.surfaceRaised};
    color: ${vars.color.primary};
    border-color: ${vars.color.borderStrong};
  }
  &[data-variant="secondary"]:hover:not(:disabled) {
    border-color: ${vars.color.primary};
    background: ${vars.color.primarySoft};
  }
  &[data-variant="ghost"] {
    background: transparent;
    color: ${vars.color.text};
  }
  &[data-variant="ghost"]:hover:not(:disabled) {
    background: ${vars.color.surface};
  }
  &[data-variant="danger"] {
    background: transparent;
    color: ${vars.color.danger};
    border-color: currentColor;
  }
  &[data-variant="danger"]:hover:not(:disabled) {
    background: ${vars.color.dangerSoft};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.65;
  }
`;

export const StyledButton = styled.button`
  ${buttonStyles}
`;

export const StyledButtonLink = styled.a`
  ${buttonStyles}
`;
