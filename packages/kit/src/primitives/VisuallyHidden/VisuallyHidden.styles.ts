import { styled } from "styled-components";
import { visuallyHidden } from "../../theme/fragments";

export const StyledVisuallyHidden = styled.span`
  ${visuallyHidden}
`;
