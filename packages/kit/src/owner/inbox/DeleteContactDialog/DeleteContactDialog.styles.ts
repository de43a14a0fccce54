import * as Dialog from "@radix-ui/react-dialog";
import { styled } from "styled-components";
import { tokens } from "../../../theme/tokens";
import { vars } from "../../../theme/vars";

export const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${tokens.zIndex.overlay};
  background: ${vars.color.overlay};
`;

export const Content = styled(Dialog.Content)`
  position: fixed;
  z-index: ${tokens.zIndex.sheet};
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(28rem, calc(100vw - 2 * ${vars.space[4]}));
  max-height: calc(100vh - 2 * ${vars.space[4]});
  overflow: auto;
  display: grid;
  gap: ${vars.space[4]};
  padding: ${vars.space[6]};
  background: ${vars.color.surfaceRaised};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.lg};

  &:focus {
    outline: none;
  }
`;

export const Title = styled(Dialog.Title)`
  font-size: ${vars.fontSize.lg};
`;

export const Description = styled(Dialog.Description)`
  color: ${vars.color.textMuted};
  overflow-wrap: anywhere;
`;
