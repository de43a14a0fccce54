import { styled } from "styled-components";
import { bareList } from "../../theme/fragments";
import { vars } from "../../theme/vars";

export const Posts = styled.ol`
  ${bareList}

  > li:first-child > article {
    padding-block-start: 0;
  }
`;

export const Empty = styled.p`
  color: ${vars.color.textMuted};
`;
