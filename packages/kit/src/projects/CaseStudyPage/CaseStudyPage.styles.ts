import { styled } from "styled-components";
import { Reveal } from "../../layout/Reveal";
import { mediaUp, tokens } from "../../theme/tokens";
import { vars } from "../../theme/vars";

export const FeatureGrid = styled(Reveal)`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  gap: ${tokens.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
  }
  > li > * {
    flex: 1;
  }
`;

export const FeatureIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  margin-bottom: ${tokens.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.primarySoft};
  color: ${vars.color.primary};
`;

export const CardTitle = styled.h3`
  margin-bottom: ${tokens.space[3]};
  font-size: ${tokens.fontSize.lg};
  font-weight: 700;
`;

export const CardText = styled.p`
  color: ${vars.color.textMuted};
`;

export const TwoColumns = styled.div`
  display: grid;
  gap: ${tokens.space[8]};

  ${mediaUp("md")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${tokens.space[6]};
  }
`;

export const Callout = styled.p`
  padding: ${tokens.space[5]};
  border-left: 4px solid ${vars.color.primary};
  border-radius: 0 ${vars.radius.md} ${vars.radius.md} 0;
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-size: ${tokens.fontSize.lg};
  line-height: 1.7;

  &[data-tone="accent"] {
    border-left-color: ${vars.color.accent};
  }
`;

export const AudienceList = styled(Reveal)`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  gap: ${tokens.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${tokens.space[3]};
    padding: ${tokens.space[4]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surfaceRaised};
    box-shadow: ${tokens.shadow.sm};
    font-weight: 600;
  }
  svg {
    color: ${vars.color.accent};
  }
`;

export const Roadmap = styled(Reveal)`
  position: relative;
  display: grid;
  gap: ${tokens.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${mediaUp("md")} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const Quarter = styled.p`
  margin-bottom: ${tokens.space[3]};
`;

export const StackList = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  gap: ${tokens.space[4]};
  margin: 0;

  > div {
    display: grid;
    align-content: start;
    gap: ${tokens.space[3]};
    padding: ${tokens.space[5]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.lg};
    background: ${vars.color.surfaceRaised};
    box-shadow: ${tokens.shadow.sm};
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;
