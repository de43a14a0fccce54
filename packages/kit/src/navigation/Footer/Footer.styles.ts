import { styled } from "styled-components";
import { mediaUp, tokens } from "../../theme/tokens";
import { vars } from "../../theme/vars";
import { bareList, iconWithText, metaText } from "../../theme/fragments";

export const StyledFooter = styled.footer`
  border-top: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
  color: ${vars.color.text};

  /* A printed page is read on paper: its links and sections lead nowhere there. */
  @media print {
    display: none;
  }
`;

export const Inner = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  max-width: ${tokens.layout.contentWidth};
  margin: 0 auto;
  padding: ${vars.space[7]} ${vars.space[4]} ${vars.space[6]};

  ${mediaUp("md")} {
    grid-template-columns: 1.2fr 1fr 1fr;
    padding-inline: ${vars.space[6]};
  }
`;

export const Identity = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  align-content: start;
  overflow-wrap: anywhere;
`;

export const Name = styled.p`
  font-family: ${vars.font.heading};
  font-size: ${vars.fontSize.lg};
  font-weight: 700;
`;

export const Headline = styled.p`
  color: ${vars.color.textMuted};
`;

export const List = styled.ul`
  display: grid;
  align-content: start;
  gap: ${vars.space[1]};
  ${bareList}
`;

export const NavList = styled(List)`
  grid-template-columns: repeat(2, max-content);
  column-gap: ${vars.space[6]};
`;

export const NavEntry = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0;
  text-decoration: none;
  border: 0;
  background: none;
  color: ${vars.color.text};
  text-align: start;
  cursor: pointer;
  text-underline-offset: 0.2em;

  &:hover {
    color: ${vars.color.primary};
    text-decoration: underline;
  }
`;

export const ContactLink = styled.a`
  ${iconWithText}
  min-height: 44px;
  color: ${vars.color.primary};
  overflow-wrap: anywhere;
  text-underline-offset: 0.2em;

  &:hover {
    color: ${vars.color.primaryHover};
  }
`;

export const Copyright = styled.p`
  max-width: ${tokens.layout.contentWidth};
  margin: 0 auto;
  padding: ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};
  ${metaText}

  ${mediaUp("md")} {
    padding-inline: ${vars.space[6]};
  }
`;
