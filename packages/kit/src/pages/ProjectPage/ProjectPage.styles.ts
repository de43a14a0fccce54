import { styled } from "styled-components";
import { AppLink } from "../../primitives/AppLink";
import { mediaUp, tokens } from "../../theme/tokens";
import { vars } from "../../theme/vars";
import {
  autoFitGrid,
  iconWithText,
  metaText,
  raisedSurface,
  stackedList,
  wrappingRow,
} from "../../theme/fragments";

/** The project page's frame: header band, back link, facts, sections, lists. */

export const Article = styled.article`
  padding-bottom: ${vars.space[8]};

  ${mediaUp("md")} {
    padding-bottom: ${vars.space[9]};
  }
`;

export const HeaderBand = styled.header`
  /* Room for the fixed navigation bar. */
  padding: calc(${tokens.layout.navHeight} + ${vars.space[6]}) 0 ${vars.space[7]};
  margin-bottom: ${vars.space[7]};
  border-bottom: 1px solid ${vars.color.border};
  background:
    radial-gradient(50rem 24rem at 90% -20%, ${vars.color.primarySoft}, transparent 70%),
    radial-gradient(36rem 20rem at -10% 120%, ${vars.color.secondarySoft}, transparent 70%),
    ${vars.color.background};

  ${mediaUp("md")} {
    padding-top: calc(${tokens.layout.navHeight} + ${vars.space[7]});
    padding-bottom: ${vars.space[8]};
    margin-bottom: ${vars.space[8]};
  }
`;

export const HeaderInner = styled.div`
  display: grid;
  justify-items: start;
  gap: ${vars.space[4]};
`;

export const TopRow = styled.div`
  ${wrappingRow}
  justify-content: space-between;
  gap: ${vars.space[3]};
  width: 100%;
  margin-bottom: ${vars.space[3]};
`;

export const BackLink = styled(AppLink)`
  ${iconWithText}
  min-height: 44px;
  color: ${vars.color.primary};
  font-weight: 600;
  text-decoration: none;

  svg {
    transition: transform ${vars.motion.durationFast} ${vars.motion.easing};
  }
  &:hover {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
  &:hover svg {
    transform: translateX(-3px);
  }
`;

export const PageTitle = styled.h1`
  max-width: 22ch;
  color: ${vars.color.text};
  font-size: ${vars.fontSize["4xl"]};
  font-weight: 800;
  letter-spacing: -0.03em;
  line-height: 1.08;
  text-wrap: balance;
`;

export const PageLead = styled.p`
  max-width: 65ch;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.lg};
  line-height: 1.7;
  text-wrap: pretty;

  ${mediaUp("md")} {
    font-size: ${vars.fontSize.xl};
  }
`;

/** A private case study's line: shared on request, or shared with the company reading it. */
export const PrivateNote = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  max-width: 65ch;
  margin: 0;
  color: ${vars.color.text};
  font-weight: 600;

  svg {
    flex: none;
    color: ${vars.color.primary};
  }

  a {
    color: ${vars.color.primary};
  }
`;

export const Facts = styled.dl`
  ${autoFitGrid("200px", vars.space[3])}
  width: 100%;
  margin: ${vars.space[3]} 0 0;

  > div {
    display: grid;
    align-content: start;
    gap: ${vars.space[1]};
    padding: ${vars.space[4]} ${vars.space[5]};
    ${raisedSurface}
    border-radius: ${vars.radius.lg};
  }
  dt {
    ${iconWithText}
    ${metaText}
    font-weight: 500;
  }
  dt svg {
    color: ${vars.color.primary};
  }
  dd {
    margin: 0;
    color: ${vars.color.text};
    font-size: ${vars.fontSize.lg};
    font-weight: 700;
  }
`;

export const Body = styled.div`
  display: grid;
  gap: ${vars.space[8]};

  ${mediaUp("md")} {
    gap: ${vars.space[9]};
  }
`;

export const PageSection = styled.section`
  display: grid;
  align-content: start;
  gap: ${vars.space[5]};
`;

export const SectionTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  color: ${vars.color.text};
  font-size: ${vars.fontSize["2xl"]};
  font-weight: 800;
  letter-spacing: -0.02em;

  &::before {
    content: "";
    width: 6px;
    height: 1.1em;
    border-radius: ${vars.radius.pill};
    background: linear-gradient(${vars.color.primary}, ${vars.color.secondary});
  }
`;

export const Prose = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  max-width: 72ch;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.lg};
  line-height: 1.75;
`;

export const CheckList = styled.ul`
  ${stackedList(vars.space[3])}

  li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${vars.space[3]};
    align-items: start;
  }
  li > svg {
    margin-top: 0.1rem;
    padding: 3px;
    border-radius: 50%;
    background: ${vars.color.secondarySoft};
    color: ${vars.color.secondary};
  }
`;
