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

export const Viewport = styled.ol`
  position: fixed;
  inset-inline-end: 0;
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
  /* The empty corner it covers stays clickable; only the toasts take the pointer. */
  pointer-events: none;

  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: -2px;
  }
`;

export const Root = styled.li`
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
  pointer-events: auto;
  touch-action: pan-y;

  &[data-variant="destructive"] {
    border-color: ${vars.color.danger};
    background: ${vars.color.dangerSoft};
  }

  animation: ${fadeIn} 200ms ease-out;

  &:not([data-swipe]) {
    transition: transform 200ms ease-out;
  }

  @media (prefers-reduced-motion: no-preference) {
    animation: ${slideIn} 200ms ease-out;
  }
`;

export const Title = styled.div`
  font-weight: 600;

  [data-variant="destructive"] > div > & {
    color: ${vars.color.danger};
  }
`;

export const Description = styled.div`
  margin-top: ${vars.space[1]};
  font-size: ${vars.fontSize.sm};
`;

export const CloseButton = styled.button`
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
