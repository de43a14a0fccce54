import { styled } from "styled-components";
import { vars } from "../../../theme/vars";

export const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;
