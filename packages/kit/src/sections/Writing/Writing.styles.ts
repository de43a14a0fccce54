import { styled } from "styled-components";
import { AppLink } from "../../primitives/AppLink";
import { standaloneLink } from "../../theme/fragments";
import { vars } from "../../theme/vars";

// Small on purpose: this CSS is inlined in the home page, whose HTML has a 14 KB budget.

export const Latest = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  justify-items: start;
`;

export const AllLink = styled(AppLink)`
  ${standaloneLink}
`;
