import { styled } from "styled-components";
import { AppLink } from "../../primitives/AppLink";
import { buttonStyles } from "../../primitives/Button/Button.styles";
import { tokens } from "../../theme/tokens";
import { vars } from "../../theme/vars";

export const Page = styled.section`
  display: grid;
  place-items: center;
  min-height: 100svh;
  /* Clear of the fixed navigation bar. */
  padding: calc(${tokens.layout.navHeight} + ${vars.space[7]}) ${vars.space[4]} ${vars.space[7]};
`;

export const Content = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space[4]};
  max-width: 36rem;
  text-align: center;
  overflow-wrap: anywhere;
`;

export const Heading = styled.h1`
  font-size: ${vars.fontSize["2xl"]};
`;

/** "404", large, on its own line inside the heading. */
export const Code = styled.span`
  display: block;
  margin-bottom: ${vars.space[2]};
  color: ${vars.color.primary};
  font-size: ${vars.fontSize["4xl"]};
  font-weight: 800;
  letter-spacing: -0.02em;
  line-height: 1;
`;

export const Hint = styled.p`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.lg};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[3]};
  margin-top: ${vars.space[2]};
`;

export const ActionLink = styled(AppLink)`
  ${buttonStyles}
`;
