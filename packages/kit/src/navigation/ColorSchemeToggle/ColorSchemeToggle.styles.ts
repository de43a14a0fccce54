import { styled } from "styled-components";
import { COLOR_SCHEME_ATTRIBUTE } from "../../theme/colorScheme";
import { vars } from "../../theme/vars";
import { iconButtonStyles } from "../NavBar/NavBar.styles";

const icon = `
  position: absolute;
  width: 20px;
  height: 20px;
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

/**
 * Which icon shows is decided by the same rules that paint the page (system preference,
 * then the stored choice on <html>), so it is right before the app hydrates. The moon
 * offers dark on a light page; the sun offers light on a dark one.
 */
export const ToggleButton = styled.button`
  ${iconButtonStyles}
  position: relative;
  overflow: hidden;

  & > svg {
    ${icon}
  }
  & > svg[data-icon="sun"] {
    opacity: 0;
    transform: rotate(-90deg) scale(0.5);
  }
  @media (prefers-color-scheme: dark) {
    :root:not([${COLOR_SCHEME_ATTRIBUTE}="light"]) & > svg[data-icon="sun"] {
      opacity: 1;
      transform: none;
    }
    :root:not([${COLOR_SCHEME_ATTRIBUTE}="light"]) & > svg[data-icon="moon"] {
      opacity: 0;
      transform: rotate(90deg) scale(0.5);
    }
  }
  :root[${COLOR_SCHEME_ATTRIBUTE}="dark"] & > svg[data-icon="sun"] {
    opacity: 1;
    transform: none;
  }
  :root[${COLOR_SCHEME_ATTRIBUTE}="dark"] & > svg[data-icon="moon"] {
    opacity: 0;
    transform: rotate(90deg) scale(0.5);
  }
  @media (prefers-reduced-motion: no-preference) {
    & > svg {
      transition:
        opacity ${vars.motion.durationFast} ${vars.motion.easing},
        transform ${vars.motion.durationSlow} ${vars.motion.easing};
    }
  }
`;
