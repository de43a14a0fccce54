import { styled } from "styled-components";
import { Reveal } from "../../motion/Reveal";
import { mediaUp } from "../../theme/tokens";
import { vars } from "../../theme/vars";
import { autoFitGrid, bareList, raisedSurface, stackedList, stretchedItems } from "../../theme/fragments";

export const FeatureGrid = styled(Reveal)`
  ${autoFitGrid("300px", vars.space[4])}
  ${stretchedItems}
`;

export const FeatureIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  margin-bottom: ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.primarySoft};
  color: ${vars.color.primary};
`;

export const CardTitle = styled.h3`
  margin-bottom: ${vars.space[3]};
  font-size: ${vars.fontSize.lg};
  font-weight: 700;
`;

export const CardText = styled.p`
  color: ${vars.color.textMuted};
`;

export const TwoColumns = styled.div`
  display: grid;
  gap: ${vars.space[8]};

  ${mediaUp("md")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${vars.space[6]};
  }
`;

export const Callout = styled.p`
  padding: ${vars.space[5]};
  border-inline-start: 4px solid ${vars.color.primary};
  border-radius: 0 ${vars.radius.md} ${vars.radius.md} 0;
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.lg};
  line-height: 1.7;

  &[data-tone="accent"] {
    border-inline-start-color: ${vars.color.secondary};
  }
`;

/** Someone's words: the quotation large, who said it under it. */
export const QuoteFigure = styled.figure`
  margin: 0;
  padding: ${vars.space[6]} ${vars.space[6]} ${vars.space[5]};
  border-inline-start: 4px solid ${vars.color.secondary};
  border-radius: 0 ${vars.radius.md} ${vars.radius.md} 0;
  background: ${vars.color.surface};

  blockquote {
    margin: 0;
    color: ${vars.color.text};
    font-size: ${vars.fontSize.xl};
    line-height: 1.6;
    text-wrap: pretty;
  }

  figcaption {
    margin-top: ${vars.space[4]};
    color: ${vars.color.textMuted};
  }
  figcaption::before {
    content: "— ";
  }
  figcaption strong {
    color: ${vars.color.text};
    font-weight: 700;
  }
`;

export const AudienceList = styled(Reveal)`
  ${autoFitGrid("220px", vars.space[3])}
  ${bareList}

  li {
    display: flex;
    align-items: center;
    gap: ${vars.space[3]};
    padding: ${vars.space[4]};
    ${raisedSurface}
    border-radius: ${vars.radius.md};
    font-weight: 600;
  }
  svg {
    color: ${vars.color.secondary};
  }
`;

export const Roadmap = styled(Reveal)`
  position: relative;
  ${stackedList(vars.space[4])}

  ${mediaUp("md")} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const Quarter = styled.p`
  margin-bottom: ${vars.space[3]};
`;

export const StackList = styled.dl`
  ${autoFitGrid("240px", vars.space[4])}
  margin: 0;

  > div {
    display: grid;
    align-content: start;
    gap: ${vars.space[3]};
    padding: ${vars.space[5]};
    ${raisedSurface}
    border-radius: ${vars.radius.lg};
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;
