import { styled } from "styled-components";
import { tokens } from "../../theme/tokens";

export const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]};
`;
