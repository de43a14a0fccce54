import { styled } from "styled-components";

export const StyledSvg = styled.svg`
  flex-shrink: 0;
  fill: none;
  stroke: currentColor;
  stroke-linecap: round;
  stroke-linejoin: round;
  vertical-align: middle;
`;
