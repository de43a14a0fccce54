import { styled } from "styled-components";
import { Section } from "../../layout/Section";
import { mediaUp, tokens } from "../../theme/tokens";
import { vars } from "../../theme/vars";
import { iconWithText, metaText, quietLink, raisedSurface } from "../../theme/fragments";

export const HeroSection = styled(Section)`
  /* The portrait's decoration must never widen the page. */
  overflow-x: clip;
  /* Room for the fixed navigation bar above the first line. */
  padding-top: calc(${tokens.layout.navHeight} + ${vars.space[7]});
  background:
    radial-gradient(60rem 30rem at 85% -10%, ${vars.color.primarySoft}, transparent 70%),
    radial-gradient(40rem 24rem at -10% 110%, ${vars.color.secondarySoft}, transparent 70%),
    ${vars.color.background};

  ${mediaUp("md")} {
    padding-top: calc(${tokens.layout.navHeight} + ${vars.space[9]});
  }
`;

export const HeroGrid = styled.div`
  display: grid;
  gap: ${vars.space[7]};
  align-items: center;

  ${mediaUp("lg")} {
    &[data-portrait="true"] {
      grid-template-columns: minmax(0, 1.35fr) minmax(0, 1fr);
      gap: ${vars.space[8]};
    }
  }
`;

export const Intro = styled.div`
  display: grid;
  justify-items: start;
  gap: ${vars.space[4]};
  max-width: 680px;
`;

/** The line for the reader the page was made for: the first thing they read. */
export const Greeting = styled.p`
  margin: 0 0 ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-inline-start: 4px solid ${vars.color.primary};
  border-radius: ${vars.radius.md};
  background: ${vars.color.primarySoft};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.lg};
  font-weight: 600;
  text-wrap: pretty;
`;

export const Location = styled.p`
  ${iconWithText}
  padding: ${vars.space[1]} ${vars.space[3]};
  ${raisedSurface}
  border-radius: ${vars.radius.pill};
  ${metaText}
  font-weight: 500;
`;

export const Name = styled.h1`
  color: ${vars.color.text};
  font-size: ${vars.fontSize["4xl"]};
  font-weight: 800;
  letter-spacing: -0.035em;
  line-height: 1.05;
  text-wrap: balance;
`;

export const Headline = styled.p`
  color: ${vars.color.primary};
  font-size: ${vars.fontSize.xl};
  font-weight: 700;
  letter-spacing: -0.01em;

  ${mediaUp("md")} {
    font-size: ${vars.fontSize["2xl"]};
  }
`;

export const Tagline = styled.p`
  max-width: 60ch;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.lg};
  line-height: 1.7;
  text-wrap: pretty;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  width: 100%;
  margin-top: ${vars.space[3]};

  > * {
    flex: 1 1 auto;
  }
  ${mediaUp("sm")} {
    > * {
      flex: 0 0 auto;
    }
  }
`;

export const QuickLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]} ${vars.space[5]};
  margin: ${vars.space[2]} 0 0;
  padding: 0;
  list-style: none;

  a {
    ${iconWithText}
    min-height: 44px;
    ${quietLink}
    transition:
      text-decoration-color ${vars.motion.durationFast} ${vars.motion.easing},
      color ${vars.motion.durationFast} ${vars.motion.easing};
  }
  svg {
    color: ${vars.color.primary};
  }
`;

export const PortraitFrame = styled.div`
  position: relative;
  justify-self: center;
  width: min(80%, 400px);

  &::before {
    content: "";
    position: absolute;
    inset: 6% -5% -5% 6%;
    border-radius: calc(${vars.radius.lg} * 2);
    background: linear-gradient(135deg, ${vars.color.primary}, ${vars.color.secondary});
    opacity: 0.18;
  }

  img {
    position: relative;
    width: 100%;
    height: auto;
    border-radius: calc(${vars.radius.lg} * 2);
    box-shadow: ${vars.shadow.lg};
    background: ${vars.color.surface};
  }
`;
