import { styled } from "styled-components";
import { AppLink } from "../../primitives/AppLink";
import { Badge } from "../../primitives/Badge";
import { vars } from "../../theme/vars";
import { iconWithText, stackedList } from "../../theme/fragments";

export const Media = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${vars.color.surface};
  border-bottom: 1px solid ${vars.color.border};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform ${vars.motion.durationSlow} ${vars.motion.easing};
  }
  [data-interactive="true"]:hover & img {
    transform: scale(1.03);
  }
  @media (prefers-reduced-motion: reduce) {
    [data-interactive="true"]:hover & img {
      transform: none;
    }
  }
`;

export const StatusBadge = styled(Badge)`
  align-self: flex-start;

  &[data-over-media] {
    position: absolute;
    top: ${vars.space[3]};
    inset-inline-start: ${vars.space[3]};
    box-shadow: ${vars.shadow.sm};
  }
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[5]};
`;

export const IconBubble = styled.span`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  box-shadow: ${vars.shadow.md};
  color: ${vars.color.primary};
  position: relative;

  /* Half over the picture's lower edge. */
  &[data-over-media] {
    margin-top: calc(-1 * ${vars.space[5]} - 22px);
  }
`;

export const Title = styled.h3`
  font-size: ${vars.fontSize.xl};
  font-weight: 700;
  letter-spacing: -0.01em;
`;

export const Description = styled.p`
  color: ${vars.color.textMuted};
`;

export const Metrics = styled.ul`
  ${stackedList(vars.space[1])}
  font-size: ${vars.fontSize.sm};
  font-weight: 600;

  li {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
  }
  svg {
    color: ${vars.color.secondary};
  }
`;

export const Footer = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  margin-top: auto;
  padding-top: ${vars.space[2]};
`;

export const LearnMore = styled(AppLink)`
  ${iconWithText}
  justify-self: start;
  min-height: 44px;
  color: ${vars.color.primary};
  font-weight: 700;
  text-decoration: none;

  svg {
    transform: scaleX(-1);
    transition: transform ${vars.motion.durationFast} ${vars.motion.easing};
  }
  &:hover {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
  &:hover svg {
    transform: scaleX(-1) translateX(-3px);
  }
`;
