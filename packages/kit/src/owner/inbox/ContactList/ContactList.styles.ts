import { css, styled } from "styled-components";
import { mediaUp } from "../../../theme/tokens";
import { vars } from "../../../theme/vars";
import {
  iconWithText,
  metaText,
  problemNotice,
  raisedSurface,
  stackedList,
  statusNotice,
  wrappingRow,
} from "../../../theme/fragments";
import { Button } from "../../../primitives/Button";

export const Status = styled.p`
  padding: ${vars.space[5]};
  ${statusNotice}
`;

export const Problem = styled.p`
  padding: ${vars.space[4]};
  ${problemNotice}
`;

export const List = styled.ul`
  ${stackedList(vars.space[4])}
`;

export const Card = styled.article`
  display: grid;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  ${raisedSurface}
  border-radius: ${vars.radius.lg};
  min-width: 0;

  ${mediaUp("sm")} {
    padding: ${vars.space[5]};
  }

  /* Unread is also said in words (the badge); the bar is a second, visual cue. */
  &[data-read="false"] {
    border-left: 4px solid ${vars.color.primary};
  }
`;

export const CardHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

export const Sender = styled.h2`
  font-size: ${vars.fontSize.lg};
  overflow-wrap: anywhere;
`;

export const Received = styled.time`
  display: block;
  margin-top: ${vars.space[1]};
  ${metaText}
`;

/** A line about where the message came from: its page's language, the application it came with. */
export const SentIn = styled.span`
  display: block;
  ${metaText}
`;

/** An email address or phone number shown as text, because it is not one a link could reach. */
export const ChannelText = styled.span``;

export const Channels = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};

  ${mediaUp("sm")} {
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${vars.space[5]};
  }

  a,
  ${ChannelText} {
    ${iconWithText}
    min-height: 24px;
    overflow-wrap: anywhere;
  }
`;

export const Message = styled.p`
  padding: ${vars.space[3]} ${vars.space[4]};
  background: ${vars.color.surface};
  border-radius: ${vars.radius.md};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Counts = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
`;

export const UnreadCount = styled.span`
  font-weight: 600;
  color: ${vars.color.primary};
`;

/** A wrapping row with its ends pushed apart: the toolbar above the list, the pager under it. */
const spreadRow = css`
  ${wrappingRow}
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

/** Select all, bulk delete and export, above the list. */
export const Toolbar = styled.div`
  ${spreadRow}
`;

export const ToolbarGroup = styled.div`
  ${wrappingRow}
  gap: ${vars.space[3]};
`;

/** The bulk delete: red only once there is something to delete; until then it reads as unavailable. */
export const BulkDelete = styled(Button)`
  &&:disabled {
    color: ${vars.color.textMuted};
    border-color: ${vars.color.border};
    opacity: 1;
  }
`;

export { CheckLabel, Checkbox } from "../../../internal/Checkbox";

export const SenderLine = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[3]};
  min-width: 0;
`;

export const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin-top: ${vars.space[2]};

  &:empty {
    display: none;
  }
`;

export const Badge = styled.span<{ $tone: "primary" | "warning" }>`
  display: inline-flex;
  align-items: center;
  padding: 2px ${vars.space[2]};
  border-radius: ${vars.radius.md};
  font-size: ${vars.fontSize.xs};
  font-weight: 700;
  color: ${({ $tone }) => ($tone === "warning" ? vars.color.warning : vars.color.primary)};
  background: ${({ $tone }) => ($tone === "warning" ? vars.color.warningSoft : vars.color.primarySoft)};
`;

/** Why a "Notification failed" badge is there, tied to it as its description. */
export const BadgeNote = styled.p`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.warning};
`;

export const Pager = styled.nav`
  ${spreadRow}
`;

export const PageStatus = styled.p`
  color: ${vars.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const ErrorActions = styled.div`
  display: flex;
  justify-content: flex-start;
`;

/** The arrow-left icon, turned to point at older submissions. */
export const Mirrored = styled.span`
  display: inline-flex;
  transform: scaleX(-1);
`;

export const FieldLabel = styled.label`
  display: grid;
  gap: ${vars.space[1]};
  font-weight: 600;

  & input,
  & select {
    min-height: 36px;
    font: inherit;
    font-weight: 400;
    color: inherit;
    background: ${vars.color.background};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.sm};
    padding: 0 ${vars.space[2]};
  }
`;

/** The collapsed held list under the inbox. */
export const HeldSection = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  justify-items: start;

  & > div {
    display: grid;
    gap: ${vars.space[3]};
    width: 100%;
  }
`;
