import * as Dialog from "@radix-ui/react-dialog";
import { keyframes, styled } from "styled-components";
import { tokens } from "../../theme/tokens";
import { vars } from "../../theme/vars";
import { entryStyles, iconButtonStyles } from "./NavBar.styles";

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const fadeOut = keyframes`from { opacity: 1; } to { opacity: 0; }`;
const slideIn = keyframes`from { transform: translateX(100%); } to { transform: translateX(0); }`;
const slideOut = keyframes`from { transform: translateX(0); } to { transform: translateX(100%); }`;
const ease = "cubic-bezier(0.22, 1, 0.36, 1)";

// Radix keeps the sheet mounted until its closing animation ends (data-state="closed"),
// so the slide out is seen; reduced motion removes both animations and it closes at once.
export const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${tokens.zIndex.overlay};
  background: ${vars.color.overlay};
  &[data-state="open"] {
    animation: ${fadeIn} 0.3s ${ease};
  }
  &[data-state="closed"] {
    animation: ${fadeOut} 0.3s ${ease};
  }
  &[data-motion="reduce"] {
    animation: none;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-state] {
      animation: none;
    }
  }
`;

export const Sheet = styled(Dialog.Content)`
  position: fixed;
  inset: 0 0 0 auto;
  z-index: ${tokens.zIndex.sheet};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  width: min(320px, 85vw);
  padding: ${vars.space[4]};
  overflow-y: auto;
  background: ${vars.color.surfaceRaised};
  box-shadow: ${vars.shadow.lg};

  &:focus {
    outline: none;
  }
  &[data-state="open"] {
    animation: ${slideIn} 0.3s ${ease};
  }
  &[data-state="closed"] {
    animation: ${slideOut} 0.3s ${ease};
  }
  &[data-motion="reduce"] {
    animation: none;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-state] {
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

export const SheetTitle = styled(Dialog.Title)`
  font-size: ${vars.fontSize.lg};
  font-weight: 700;
`;

export const CloseButton = styled.button`
  ${iconButtonStyles}
`;

export const SheetList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SheetEntry = styled.button`
  ${entryStyles}
  width: 100%;
  min-height: 48px;
  padding: 0 ${vars.space[4]};
  font-size: ${vars.fontSize.lg};
  text-align: left;
`;
