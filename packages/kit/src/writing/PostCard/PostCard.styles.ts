import { styled } from "styled-components";
import { AppLink } from "../../primitives/AppLink";
import { ResponsiveImage } from "../../primitives/ResponsiveImage";
import { mediaUp } from "../../theme/tokens";
import { vars } from "../../theme/vars";
import { metaText } from "../../theme/fragments";

export const Card = styled.article`
  display: grid;
  gap: ${vars.space[4]};
  padding-block: ${vars.space[5]};
  border-bottom: 1px solid ${vars.color.border};

  /* The thumbnail beside the text from tablets up, above it on a phone. */
  ${mediaUp("sm")} {
    &[data-cover] {
      grid-template-columns: minmax(0, 1fr) 10rem;
      align-items: start;
    }
  }
`;

export const Body = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  min-width: 0;
`;

export const Title = styled.h2`
  font-size: ${vars.fontSize.xl};
  font-weight: 700;
  letter-spacing: -0.01em;
  line-height: 1.3;
  overflow-wrap: anywhere;
  text-wrap: balance;
`;

export const TitleLink = styled(AppLink)`
  color: ${vars.color.text};
  text-decoration: none;

  &:hover {
    color: ${vars.color.primary};
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

export const Meta = styled.p`
  ${metaText}
`;

export const Summary = styled.p`
  max-width: 65ch;
  color: ${vars.color.textMuted};
  margin-block-end: ${vars.space[2]};
`;

export const Thumbnail = styled(ResponsiveImage)`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};

  ${mediaUp("sm")} {
    order: 1;
  }
`;
