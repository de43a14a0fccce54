import { styled } from "styled-components";
import { AppLink } from "../../primitives/AppLink";
import { ResponsiveImage } from "../../primitives/ResponsiveImage";
import { metaText, stackedList, standaloneLink } from "../../theme/fragments";
import { mediaUp } from "../../theme/tokens";
import { vars } from "../../theme/vars";

/** The post page's frame: header, cover, neighbours, author. The body's styles are `Prose`. */

export const Meta = styled.p`
  ${metaText}
`;

export const Frame = styled.div`
  display: grid;
  gap: ${vars.space[7]};
  padding-block-end: ${vars.space[8]};

  ${mediaUp("md")} {
    padding-block-end: ${vars.space[9]};
  }
`;

export const Cover = styled(ResponsiveImage)`
  width: 100%;
  height: auto;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
`;

export const Neighbours = styled.ul`
  ${stackedList(vars.space[3])}
  padding-block-start: ${vars.space[6]};
  border-top: 1px solid ${vars.color.border};

  ${mediaUp("sm")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  /* The next post sits at the end even when there is no previous one. */
  > li:only-child:has(> [data-side="next"]) {
    grid-column: -2;
  }
`;

export const Neighbour = styled(AppLink)`
  display: grid;
  gap: ${vars.space[1]};
  height: 100%;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  color: ${vars.color.text};
  font-weight: 600;
  overflow-wrap: anywhere;
  text-decoration: none;

  span {
    ${metaText}
    font-weight: 500;
  }
  &[data-side="next"] {
    text-align: end;
  }
  &:hover {
    border-color: ${vars.color.primary};
    color: ${vars.color.primary};
  }
`;

export const Author = styled.section`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[4]};
  padding: ${vars.space[5]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
`;

export const Portrait = styled.div`
  flex: none;
  width: 4.5rem;

  img {
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: 50%;
  }
`;

export const AuthorText = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  min-width: 0;

  h2 {
    font-size: ${vars.fontSize.lg};
    font-weight: 700;
  }
  p {
    color: ${vars.color.textMuted};
  }
  strong {
    color: ${vars.color.text};
  }
`;

export const ContactLink = styled(AppLink)`
  justify-self: start;
  ${standaloneLink}
`;
