import { css, styled } from "styled-components";
import { mediaUp } from "../../theme/tokens";
import { vars } from "../../theme/vars";
import { wrappingRow } from "../../theme/fragments";

export const Form = styled.form`
  display: grid;
  gap: ${vars.space[5]};

  ${mediaUp("sm")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    > [data-span="full"] {
      grid-column: 1 / -1;
    }
  }
`;

export const Field = styled.div`
  display: grid;
  gap: ${vars.space[2]};
`;

export const Label = styled.label`
  color: ${vars.color.text};
  font-size: ${vars.fontSize.sm};
  font-weight: 600;
`;

export const Optional = styled.span`
  color: ${vars.color.textMuted};
  font-weight: 400;
`;

const control = css`
  width: 100%;
  min-height: 48px;
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.borderStrong};
  /* At least 3:1 against the page for the field's outline. */
  border-color: color-mix(in srgb, ${vars.color.textMuted} 75%, ${vars.color.background});
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  line-height: 1.5;
  transition:
    border-color ${vars.motion.durationFast} ${vars.motion.easing},
    box-shadow ${vars.motion.durationFast} ${vars.motion.easing};

  &:hover:not(:disabled) {
    border-color: ${vars.color.textMuted};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 1px;
    border-color: ${vars.color.primary};
    box-shadow: 0 0 0 4px ${vars.color.primarySoft};
  }
  &:user-invalid,
  &[aria-invalid="true"] {
    border-color: ${vars.color.danger};
  }
  &:disabled {
    background: ${vars.color.surface};
  }
`;

export const Input = styled.input`
  ${control}
`;

export const TextArea = styled.textarea`
  ${control}
  min-height: 0;
  resize: vertical;
`;

/**
 * A field's message. It is in the page's HTML from the start (the field's description), and shows
 * once the form flags the field (`data-state="shown"`) or, with no script, once the browser finds
 * the field invalid after the visitor's edit or send (`:user-invalid`).
 */
export const FieldError = styled.p`
  display: none;
  margin: 0;
  color: ${vars.color.danger};
  font-size: ${vars.fontSize.sm};

  &[data-state="shown"],
  ${Input}:user-invalid ~ &,
  ${TextArea}:user-invalid ~ & {
    display: block;
  }
`;

/** Off screen rather than `display: none`, which some bots detect; people never reach it. */
// Off the page on the side it starts from: on a right-to-left page "left" would be the side the
// page scrolls to, 10,000 px of it.
export const Honeypot = styled.div`
  position: absolute;
  inset-inline-start: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

export const Submit = styled.div`
  ${wrappingRow}
  gap: ${vars.space[3]};

  button {
    width: 100%;
  }
  ${mediaUp("sm")} {
    button {
      width: auto;
      min-width: 12rem;
    }
  }
`;
