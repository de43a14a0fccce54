import * as ToastPrimitive from "@radix-ui/react-toast";
import { keyframes, styled } from "styled-components";
import { tokens } from "../../theme/tokens";
import { vars } from "../../theme/vars";

const slideIn = keyframes`
  from { transform: translateX(calc(100% + ${vars.space[4]})); }
  to { transform: translateX(0); }
`;

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;

const swipeOut = keyframes`
  from { transform: translateX(var(--radix-toast-swipe-end-x)); }
  to { transform: translateX(calc(100% + ${vars.space[4]})); }
`;

export const Viewport = styled(ToastPrimitive.Viewport)`
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: ${tokens.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  width: 100%;
  max-width: 420px;
  max-height: 100vh;
  margin: 0;
  padding: ${vars.space[4]};
  list-style: none;
`;

export const Root = styled(ToastPrimitive.Root)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.lg};
  overflow-wrap: anywhere;

  &[data-variant="destructive"] {
    border-color: ${vars.color.danger};
    background: ${vars.color.dangerSoft};
  }

  &[data-state="open"] {
    animation: ${fadeIn} 200ms ease-out;
  }
  &[data-state="closed"] {
    animation: ${fadeOut} 150ms ease-in;
  }
  &[data-swipe="move"] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe="cancel"] {
    transform: translateX(0);
    transition: transform 200ms ease-out;
  }

  @media (prefers-reduced-motion: no-preference) {
    &[data-state="open"] {
      animation: ${slideIn} 200ms ease-out;
    }
    &[data-swipe="end"] {
      animation: ${swipeOut} 100ms ease-out;
    }
  }
`;

export const Title = styled(ToastPrimitive.Title)`
  font-weight: 600;

  [data-variant="destructive"] > div > & {
    color: ${vars.color.danger};
  }
`;

export const Description = styled(ToastPrimitive.Description)`
  margin-top: ${vars.space[1]};
  font-size: ${vars.fontSize.sm};
`;

export const CloseButton = styled(ToastPrimitive.Close)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  margin: calc(-1 * ${vars.space[2]}) calc(-1 * ${vars.space[2]}) 0 0;
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: ${vars.color.surface};
  }
  [data-variant="destructive"] > & {
    color: ${vars.color.danger};
  }
  [data-variant="destructive"] > &:hover {
    background: ${vars.color.background};
  }
`;
