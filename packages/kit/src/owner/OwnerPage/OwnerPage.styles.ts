import { styled } from "styled-components";
import { mediaUp, tokens } from "../../theme/tokens";
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

/**
 * The heading, the line under it and the session's buttons. On a phone they stack; from `md` the
 * buttons sit in the heading's row, centred on the title, so a subtitle that arrives later (the
 * submission count) goes under the title without moving them.
 */
export const OwnerPageHeader = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: "heading" "subtitle" "actions";
  column-gap: ${vars.space[4]};

  ${mediaUp("md")} {
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas: "heading actions" "subtitle subtitle";
  }
`;

export const OwnerPageHeading = styled.h1`
  grid-area: heading;
  font-size: ${vars.fontSize["3xl"]};

  &:focus {
    outline: none;
  }
`;

/** The line under the heading: the submission count, the analytics period. */
export const OwnerPageSubtitle = styled.p`
  grid-area: subtitle;
  margin-top: ${vars.space[1]};
  color: ${vars.color.textMuted};
`;

/** Log out and log out everywhere, beside the heading. */
export const OwnerPageActions = styled.div`
  grid-area: actions;
  align-self: center;
  margin-top: ${vars.space[4]};
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};

  ${mediaUp("md")} {
    margin-top: 0;
  }
`;
