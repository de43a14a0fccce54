import { keyframes, styled } from "styled-components";
import { vars } from "../../theme/vars";
import { entryStyles, iconButtonStyles } from "./NavBar.styles";
import { bareList } from "../../theme/fragments";

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const slideIn = keyframes`from { transform: translateX(100%); } to { transform: translateX(0); }`;
const ease = "cubic-bezier(0.22, 1, 0.36, 1)";

// A modal <dialog> sits in the top layer, above the fixed bar, with its own ::backdrop.
// Closed, the browser does not display it. Reduced motion removes the slide and fade.
/**
 * `closedby` is newer than styled-components' list of HTML attributes: passed through as it is,
 * without its development warning.
 */
const forwardEveryProp = () => true;

/**
 * Before the behaviour runs (no script at all), the menu button's link makes the sheet the
 * address's target, and that shows it; the behaviour marks the sheet and opens it modally instead.
 */
const noScriptOpen = "&:target:not([data-pm-enhanced])";

export const Sheet = styled.dialog.withConfig({ shouldForwardProp: forwardEveryProp })`
  position: fixed;
  inset: 0 0 0 auto;
  box-sizing: border-box;
  width: min(320px, 85vw);
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0;
  padding: ${vars.space[4]};
  border: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  color: ${vars.color.text};
  background: ${vars.color.surfaceRaised};
  box-shadow: ${vars.shadow.lg};

  /* Open, the sheet is modal for scrolling too: the wheel over the dimmed page and the scroll keys
     move nothing behind it, and the page keeps its place (overflow: hidden keeps the offset). The
     gutter stays, so a classic scrollbar going away does not shift the page sideways. */
  html:has(&[open]),
  html:has(${noScriptOpen}) {
    overflow: hidden;
    scrollbar-gutter: stable;
  }
  &[open],
  ${noScriptOpen} {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[4]};
    animation: ${slideIn} 0.3s ${ease};
  }
  /* Not in the top layer: above the bar, the page dimmed by its shadow. */
  ${noScriptOpen} {
    z-index: 1;
    box-shadow:
      ${vars.shadow.lg},
      0 0 0 100vmax ${vars.color.overlay};
  }
  &::backdrop {
    background: ${vars.color.overlay};
    animation: ${fadeIn} 0.3s ${ease};
  }
  &:focus {
    outline: none;
  }
  &[data-motion="reduce"],
  &[data-motion="reduce"]::backdrop {
    animation: none;
  }
  @media (prefers-reduced-motion: reduce) {
    &[open],
    &::backdrop {
      animation: none;
    }
  }
`;

export const SheetHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

export const SheetActions = styled.div`
  display: flex;
  gap: ${vars.space[2]};
`;

export const SheetTitle = styled.h2`
  font-size: ${vars.fontSize.lg};
  font-weight: 700;
`;

export const CloseButton = styled.a`
  ${iconButtonStyles}
`;

export const SheetList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  ${bareList}
`;

export const SheetEntry = styled.a`
  ${entryStyles}
  width: 100%;
  min-height: 48px;
  padding: 0 ${vars.space[4]};
  font-size: ${vars.fontSize.lg};
  text-align: start;
`;
