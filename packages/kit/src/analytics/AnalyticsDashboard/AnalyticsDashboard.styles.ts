import { styled } from "styled-components";
import { tokens } from "../../theme/tokens";
import { vars } from "../../theme/vars";
import {
  OwnerPageHeader as Header,
  OwnerPageHeading as Heading,
  OwnerPageRoot,
  OwnerPageSubtitle as Period,
} from "../../layout/OwnerPage/OwnerPage.styles";

export { Header, Heading, Period };

export const Root = styled(OwnerPageRoot)`
  min-width: 0;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space[3]};
`;

export const Status = styled.p`
  padding: ${tokens.space[6]} ${tokens.space[5]};
  text-align: center;
  color: ${vars.color.textMuted};
  background: ${vars.color.surface};
  border-radius: ${vars.radius.lg};
`;

export const Problem = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space[3]};
  padding: ${tokens.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.dangerSoft};
  color: ${vars.color.danger};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const Note = styled.p`
  color: ${vars.color.textMuted};
  font-size: ${tokens.fontSize.sm};
`;

export const Body = styled.div`
  display: grid;
  gap: ${tokens.space[5]};
  min-width: 0;
`;
