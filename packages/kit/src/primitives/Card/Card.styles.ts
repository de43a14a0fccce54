import { styled } from "styled-components";
import { mediaUp } from "../../theme/tokens";
import { vars } from "../../theme/vars";
import { raisedSurface } from "../../theme/fragments";

export type CardPadding = "none" | "md" | "lg";

export const StyledCard = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  ${raisedSurface}
  border-radius: ${vars.radius.lg};
  padding: ${vars.space[5]};

  &[data-padding="none"] {
    padding: 0;
    overflow: hidden;
  }
  ${mediaUp("md")} {
    &[data-padding="lg"] {
      padding: ${vars.space[6]};
    }
  }

  &[data-interactive="true"] {
    transition:
      box-shadow 0.25s ease,
      transform 0.25s ease,
      border-color 0.25s ease;
  }
  &[data-interactive="true"]:hover,
  &[data-interactive="true"]:focus-within {
    border-color: ${vars.color.borderStrong};
    box-shadow: ${vars.shadow.lg};
    transform: translateY(-3px);
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-interactive="true"]:hover,
    &[data-interactive="true"]:focus-within {
      transform: none;
    }
  }
`;
