import { styled } from "styled-components";
import { tokens } from "../../theme/tokens";
import { vars } from "../../theme/vars";

export const Root = styled.section`
  width: 100%;
  max-width: ${tokens.layout.contentWidth};
  margin: 0 auto;
  /* Clears the kit's fixed navigation bar, like every page does. */
  padding: calc(${tokens.layout.navHeight} + ${tokens.space[6]}) ${tokens.space[4]} ${tokens.space[8]};
  display: grid;
  gap: ${tokens.space[5]};
  min-width: 0;
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${tokens.space[4]};
`;

export const Heading = styled.h1`
  font-size: ${tokens.fontSize["3xl"]};

  &:focus {
    outline: none;
  }
`;

export const Period = styled.p`
  margin-top: ${tokens.space[1]};
  color: ${vars.color.textMuted};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space[3]};
`;

export const Status = styled.p`
  padding: ${tokens.space[6]} ${tokens.space[5]};
  text-align: center;
  color: ${vars.color.textMuted};
  background: ${vars.color.surface};
  border-radius: ${vars.radius.lg};
`;

export const Problem = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space[3]};
  padding: ${tokens.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.dangerSoft};
  color: ${vars.color.danger};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const Note = styled.p`
  color: ${vars.color.textMuted};
  font-size: ${tokens.fontSize.sm};
`;

export const Body = styled.div`
  display: grid;
  gap: ${tokens.space[5]};
  min-width: 0;
`;
