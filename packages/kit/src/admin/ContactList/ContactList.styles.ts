import { styled } from "styled-components";
import { mediaUp, tokens } from "../../theme/tokens";
import { vars } from "../../theme/vars";
import {
  OwnerPageHeader as Header,
  OwnerPageHeading as Heading,
  OwnerPageRoot as Root,
  OwnerPageSubtitle as Count,
} from "../../layout/OwnerPage/OwnerPage.styles";

export { Count, Header, Heading, Root };

export const Status = styled.p`
  padding: ${tokens.space[5]};
  text-align: center;
  color: ${vars.color.textMuted};
  background: ${vars.color.surface};
  border-radius: ${vars.radius.lg};
`;

export const Problem = styled.p`
  padding: ${tokens.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.dangerSoft};
  color: ${vars.color.danger};
  font-weight: 600;
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${tokens.space[4]};
`;

export const Card = styled.article`
  display: grid;
  gap: ${tokens.space[3]};
  padding: ${tokens.space[4]};
  background: ${vars.color.surfaceRaised};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${tokens.shadow.sm};
  min-width: 0;

  ${mediaUp("sm")} {
    padding: ${tokens.space[5]};
  }
`;

export const CardHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${tokens.space[3]};
`;

export const Sender = styled.h2`
  font-size: ${tokens.fontSize.lg};
  overflow-wrap: anywhere;
`;

export const Received = styled.time`
  display: block;
  margin-top: ${tokens.space[1]};
  font-size: ${tokens.fontSize.sm};
  color: ${vars.color.textMuted};
`;

/** An email address or phone number shown as text, because it is not one a link could reach. */
export const ChannelText = styled.span``;

export const Channels = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[2]};

  ${mediaUp("sm")} {
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${tokens.space[5]};
  }

  a,
  ${ChannelText} {
    display: inline-flex;
    align-items: center;
    gap: ${tokens.space[2]};
    min-height: 24px;
    overflow-wrap: anywhere;
  }
`;

export const Message = styled.p`
  padding: ${tokens.space[3]} ${tokens.space[4]};
  background: ${vars.color.surface};
  border-radius: ${vars.radius.md};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
