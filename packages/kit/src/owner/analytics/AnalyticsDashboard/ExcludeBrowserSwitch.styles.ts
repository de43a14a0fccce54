import { styled } from "styled-components";
import { vars } from "../../../theme/vars";
import { iconWithText } from "../../../theme/fragments";

export const Switch = styled.button`
  ${iconWithText}
  min-height: 44px;
  padding: 0 ${vars.space[2]};
  border: 0;
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

/** The track and its thumb; the state word beside it says the state too. */
export const SwitchTrack = styled.span`
  position: relative;
  flex: none;
  width: 40px;
  height: 24px;
  border: 2px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};

  &::after {
    content: "";
    position: absolute;
    top: 2px;
    left: 2px;
    width: 16px;
    height: 16px;
    border-radius: ${vars.radius.pill};
    background: ${vars.color.textMuted};
  }
  ${Switch}[aria-checked="true"] > & {
    border-color: ${vars.color.primary};
    background: ${vars.color.primary};
  }
  ${Switch}[aria-checked="true"] > &::after {
    left: 18px;
    background: ${vars.color.onPrimary};
  }
  @media (prefers-reduced-motion: no-preference) {
    &::after {
      transition: left ${vars.motion.durationFast} ${vars.motion.easing};
    }
  }
`;

export const SwitchState = styled.span`
  min-width: 2.5ch;
  color: ${vars.color.textMuted};
  font-weight: 500;
`;
