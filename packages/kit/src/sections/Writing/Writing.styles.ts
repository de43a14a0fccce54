import { styled } from "styled-components";
import { AppLink } from "../../primitives/AppLink";
import { vars } from "../../theme/vars";

// Small on purpose: this CSS is inlined in the home page, whose HTML has a 14 KB budget.

export const Latest = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  justify-items: start;
`;

export const AllLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${vars.color.primary};
  font-weight: 700;
  text-underline-offset: 4px;
`;
