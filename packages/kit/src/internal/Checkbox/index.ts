import { styled } from "styled-components";
import { vars } from "../../theme/vars";

/** A checkbox's label, the box before its words: the owner pages' selections and toggles. */
export const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 36px;
  font-weight: 600;
  cursor: pointer;
`;

/** A native checkbox in the brand colour, large enough to hit. */
export const Checkbox = styled.input.attrs({ type: "checkbox" })`
  width: 20px;
  height: 20px;
  margin: 2px;
  flex-shrink: 0;
  accent-color: ${vars.color.primary};
  cursor: pointer;
`;
