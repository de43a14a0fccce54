import { styled } from "styled-components";
import { mediaUp, tokens } from "../../theme/tokens";
import { vars } from "../../theme/vars";

export type ContainerWidth = "default" | "narrow";

export const StyledContainer = styled.div`
  width: 100%;
  max-width: calc(${tokens.layout.contentWidth} + 2 * ${vars.space[5]});
  margin-inline: auto;
  padding-inline: ${vars.space[5]};

  &[data-width="narrow"] {
    max-width: calc(800px + 2 * ${vars.space[5]});
  }

  ${mediaUp("md")} {
    padding-inline: ${vars.space[6]};
    max-width: calc(${tokens.layout.contentWidth} + 2 * ${vars.space[6]});

    &[data-width="narrow"] {
      max-width: calc(800px + 2 * ${vars.space[6]});
    }
  }
`;
