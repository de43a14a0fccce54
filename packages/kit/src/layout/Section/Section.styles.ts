import { styled } from "styled-components";
import { mediaUp } from "../../theme/tokens";
import { vars } from "../../theme/vars";

export type SectionTone = "default" | "muted";

export const StyledSection = styled.section`
  padding-block: ${vars.space[8]};
  background: ${vars.color.background};

  &[data-tone="muted"] {
    background: ${vars.color.surface};
  }

  ${mediaUp("md")} {
    padding-block: ${vars.space[9]};
  }
`;
