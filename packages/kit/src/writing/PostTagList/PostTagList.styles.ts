import { styled } from "styled-components";
import { AppLink } from "../../primitives/AppLink";
import { chipRow } from "../../theme/fragments";
import { vars } from "../../theme/vars";

export const TagLinks = styled.ul`
  ${chipRow}
`;

/** A tag chip (the Tag primitive's look) that is a link, 32 px tall so it is easy to hit. */
export const TagLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 0 ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.sm};
  font-weight: 500;
  text-decoration: none;

  &:hover {
    border-color: ${vars.color.primary};
    color: ${vars.color.primary};
  }
  &[aria-current="page"] {
    border-color: transparent;
    background: ${vars.color.primarySoft};
    color: ${vars.color.primary};
    font-weight: 700;
  }
`;
