import { styled } from "styled-components";
import { tokens } from "../../theme/tokens";
import { vars } from "../../theme/vars";

export const OwnerPageRoot = styled.section`
  width: 100%;
  max-width: ${tokens.layout.contentWidth};
  margin: 0 auto;
  /* Clears the kit's fixed navigation bar, like every page does. */
  padding: calc(${tokens.layout.navHeight} + ${vars.space[6]}) ${vars.space[4]} ${vars.space[8]};
  display: grid;
  gap: ${vars.space[5]};
`;

export const OwnerPageHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${vars.space[4]};
`;

export const OwnerPageHeading = styled.h1`
  font-size: ${vars.fontSize["3xl"]};

  &:focus {
    outline: none;
  }
`;

/** The line under the heading: the submission count, the analytics period. */
export const OwnerPageSubtitle = styled.p`
  margin-top: ${vars.space[1]};
  color: ${vars.color.textMuted};
`;

/** Log out and log out everywhere, beside the heading. */
export const OwnerPageActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;
