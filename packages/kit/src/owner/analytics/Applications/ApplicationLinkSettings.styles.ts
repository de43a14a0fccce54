import { styled } from "styled-components";
import {
  fieldControl,
  fieldHint,
  fieldProblem,
  metaText,
  problemNotice,
  stackedList,
  wrappingRow,
} from "../../../theme/fragments";
import { vars } from "../../../theme/vars";
import { applicationHeading } from "./Applications.styles";

/** A modal dialog in the page's colours, as wide as a form reads well, scrolling on a short screen. */
export const Dialog = styled.dialog`
  width: min(40rem, calc(100vw - 2 * ${vars.space[4]}));
  max-height: calc(100dvh - 2 * ${vars.space[4]});
  padding: 0;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.lg};

  &::backdrop {
    background: ${vars.color.overlay};
  }
`;

export const Form = styled.form`
  display: grid;
  gap: ${vars.space[4]};
  padding: ${vars.space[5]};
  min-width: 0;

  & h2 {
    ${applicationHeading}
  }
`;

export const Field = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  min-width: 0;

  & > label {
    font-weight: 600;
  }
`;

export const Input = styled.input`
  ${fieldControl}

  &[aria-invalid="true"] {
    border-color: ${vars.color.danger};
  }
`;

export const Hint = styled.p`
  ${fieldHint}
`;

/** A field's problem as the server named it, beside the field. */
export const FieldError = styled.p`
  ${fieldProblem}
`;

export const Fieldset = styled.fieldset`
  display: grid;
  gap: ${vars.space[2]};
  min-width: 0;
  margin: 0;
  padding: ${vars.space[3]} ${vars.space[4]} ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};

  & > legend {
    padding: 0 ${vars.space[1]};
    font-weight: 600;
  }
  &[aria-invalid="true"] {
    border-color: ${vars.color.danger};
  }
`;

export const Choices = styled.ul`
  ${stackedList(vars.space[1])}
`;

/** One project of the variant: its checkbox, then its move buttons at the end of the row. */
export const ProjectRow = styled.li`
  ${wrappingRow}
  gap: ${vars.space[2]};
  justify-content: space-between;

  & > label {
    flex: 1 1 12rem;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  & > label,
  & li > label {
    font-weight: 400;
  }
`;

export const Moves = styled.span`
  ${wrappingRow}
  gap: ${vars.space[1]};
`;

export const Actions = styled.div`
  ${wrappingRow}
  gap: ${vars.space[2]};
  justify-content: flex-end;
`;

export const Problem = styled.p`
  ${problemNotice}
  margin: 0;
  padding: ${vars.space[2]} ${vars.space[3]};
`;

export const Done = styled.p`
  margin: 0;
  color: ${vars.color.success};
  font-weight: 600;
`;

/** The link's state beside an application's status: paused, expired, or when it expires. */
export const LinkState = styled.span`
  ${wrappingRow}
  gap: ${vars.space[1]};
  ${metaText}
`;
