import { styled } from "styled-components";
import { OwnerPage } from "../../OwnerPage";
import { metaText, problemNotice, statusNotice, wrappingRow } from "../../../theme/fragments";
import { vars } from "../../../theme/vars";

/** The owner-page frame, allowed to be narrower than the widest of the dashboard's tables and chart. */
export const Frame = styled(OwnerPage)`
  min-width: 0;
`;

export const Status = styled.p`
  padding: ${vars.space[6]} ${vars.space[5]};
  ${statusNotice}
`;

export const Problem = styled.div`
  ${wrappingRow}
  justify-content: space-between;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  ${problemNotice}
  overflow-wrap: anywhere;
`;

/** Days the figures leave out: a warning, not an error (the figures shown are right). */
export const Incomplete = styled.p`
  display: flex;
  gap: ${vars.space[2]};
  align-items: flex-start;
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.warningSoft};
  color: ${vars.color.warning};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;

export const Note = styled.p`
  ${metaText}
`;

export const Body = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  min-width: 0;
`;

/** The change against the previous period: the words say it; arrow and colour repeat it. */
export const Change = styled.dd`
  order: 3;
  display: flex;
  gap: ${vars.space[1]};
  margin: 0;
  ${metaText}
  font-weight: 600;

  &[data-direction="up"],
  &[data-direction="new"] {
    color: ${vars.color.success};
  }
  &[data-direction="down"] {
    color: ${vars.color.danger};
  }
`;

export const Live = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.sm};
  font-weight: 600;

  &::before {
    content: "";
    width: 10px;
    height: 10px;
    border-radius: ${vars.radius.pill};
    background: ${vars.color.success};
  }
`;
