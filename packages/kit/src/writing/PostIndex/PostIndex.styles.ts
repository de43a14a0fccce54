import { styled } from "styled-components";
import { mediaUp } from "../../theme/tokens";
import { vars } from "../../theme/vars";

export const Lead = styled.p`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.lg};
`;

export const Body = styled.div`
  padding-block: ${vars.space[7]} ${vars.space[8]};

  ${mediaUp("md")} {
    padding-block-end: ${vars.space[9]};
  }
`;
