import { css, keyframes, styled } from "styled-components";
import { AppLink } from "../../primitives/AppLink";
import { mediaUp, tokens } from "../../theme/tokens";
import { vars } from "../../theme/vars";
import { NAV_SCROLL_THRESHOLD } from "../../internal/sectionScroll";
import { bareList, visuallyHidden } from "../../theme/fragments";

const toScrolled = keyframes`
  from { background-color: ${vars.color.navBackground}; background-size: 100% 0; }
  to { background-color: ${vars.color.navBackgroundScrolled}; background-size: 100% 1px; }
`;

export const Header = styled.header`
  position: fixed;
  inset: 0 0 auto;
  z-index: ${tokens.zIndex.nav};
  height: ${tokens.layout.navHeight};
  padding-bottom: 1px;
  /* Transparent over the top of the page; past the threshold a solid surface with a hairline, so
     the change is seen. Both are opaque enough for the entries' text: the page's background at the
     top, the raised surface below (the theme keeps text AA on both). The spec lets only the
     background change, so the hairline is part of it: a one-colour gradient along the bottom edge,
     0 px tall at the top, 1 px past the threshold (no border, no shadow), drawn in a 1 px padding
     that keeps the content where the old 1 px border had it in both states. */
  background-color: ${vars.color.navBackground};
  background-image: linear-gradient(${vars.color.border}, ${vars.color.border});
  background-repeat: no-repeat;
  background-position: bottom;
  background-size: 100% 0;
  transition:
    background-color ${vars.motion.durationFast} ${vars.motion.easing},
    background-size ${vars.motion.durationFast} ${vars.motion.easing};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }

  /* A printed page is read on paper: nowhere to navigate to. */
  @media print {
    display: none;
  }

  /* Only the background changes (its colour and the hairline's height): same box and content, so nothing shifts. */
  &[data-state="scrolled"] {
    background-color: ${vars.color.navBackgroundScrolled};
    background-size: 100% 1px;
  }

  /* Where the browser has scroll-driven animations, CSS alone follows the scroll: the bar
     switches between ${NAV_SCROLL_THRESHOLD} and ${NAV_SCROLL_THRESHOLD + 1} px. Elsewhere a script sets data-state. */
  @supports (animation-timeline: scroll()) {
    &[data-scroll-driven][data-state="top"] {
      animation: ${toScrolled} linear both;
      animation-timeline: scroll(root block);
      animation-range: ${NAV_SCROLL_THRESHOLD}px ${NAV_SCROLL_THRESHOLD + 1}px;
    }
  }
`;

export const SkipLink = styled.a`
  position: absolute;
  top: ${vars.space[2]};
  inset-inline-start: ${vars.space[2]};
  z-index: 1;
  padding: ${vars.space[2]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.primary};
  color: ${vars.color.onPrimary};
  font-weight: 600;
  text-decoration: none;

  &:not(:focus) {
    ${visuallyHidden}
  }
`;

export const Bar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[4]};
  height: 100%;
  max-width: ${tokens.layout.contentWidth};
  margin: 0 auto;
  padding: 0 ${vars.space[4]};

  ${mediaUp("md")} {
    padding: 0 ${vars.space[6]};
  }
`;

const brandStyles = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  height: 44px;
  padding: 0 ${vars.space[2]};
  border: 0;
  border-radius: ${vars.radius.md};
  background: ${vars.color.primary};
  color: ${vars.color.onPrimary};
  font-family: ${vars.font.heading};
  font-size: ${vars.fontSize.lg};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-decoration: none;
  cursor: pointer;
  transition: background-color ${vars.motion.durationFast} ${vars.motion.easing};

  &:hover {
    background: ${vars.color.primaryHover};
  }
`;

export const BrandAnchor = styled.a`
  ${brandStyles}
`;

export const BrandLink = styled(AppLink)`
  ${brandStyles}
`;

/** The entries and the colour scheme toggle, shown on wide screens; hidden by CSS on narrow ones. */
export const BarEnd = styled.div`
  display: none;
  align-items: center;
  gap: ${vars.space[2]};

  ${mediaUp("md")} {
    display: flex;
  }
`;

/** Entries shown in the bar on wide screens; hidden by CSS on narrow ones. */
export const InlineList = styled.ul`
  display: none;
  ${bareList}
  gap: ${vars.space[1]};

  ${mediaUp("md")} {
    display: flex;
  }
`;

export const entryStyles = css`
  display: flex;
  align-items: center;
  min-height: 44px;
  border: 0;
  text-decoration: none;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text};
  font-weight: 500;
  cursor: pointer;
  transition:
    background-color ${vars.motion.durationFast} ${vars.motion.easing},
    color ${vars.motion.durationFast} ${vars.motion.easing};

  &:hover {
    background: ${vars.color.primarySoft};
    color: ${vars.color.primary};
  }
`;

export const InlineEntry = styled.a`
  ${entryStyles}
  padding: 0 ${vars.space[3]};
`;

export const iconButtonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  cursor: pointer;

  &:hover {
    background: ${vars.color.surface};
  }
`;

/** Opens the sheet on narrow screens; hidden by CSS on wide ones. */
export const MenuButton = styled.a`
  ${iconButtonStyles}

  ${mediaUp("md")} {
    display: none;
  }
`;
