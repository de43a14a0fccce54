import type { ContactSubmission } from "@pmfolio/core";
import { Icon } from "../../../primitives";
import { useLabels } from "../../../labels";
import { ownerLabels } from "../../../labels/ownerLabels";
import { Button } from "../../../primitives/Button";
import { Badge, BadgeNote, Checkbox, SenderLine } from "./ContactList.styles";
import { SenderDetails, SubmissionCard } from "./ContactList.Submission";

export interface InboxCardProps {
  contact: ContactSubmission;
  /** The id of the sender's name, which labels the card. */
  senderId: string;
  timeZone: string | undefined;
  /** Whether the card is selected; undefined when the inbox has no selection (no checkbox). */
  selected: boolean | undefined;
  onSelect: (selected: boolean) => void;
  /** Marks the message read (true) or unread (false); shows the toggle when given. */
  onToggleRead?: (id: string, read: boolean) => void;
  /** True while its read state is saved. */
  updatingRead: boolean;
  /** True while it is deleted. */
  deleting: boolean;
  /** Asks the owner to confirm deleting it; `opener` gets focus back on cancel. */
  onAskDelete: (opener: HTMLButtonElement) => void;
}

/**
 * A message of the inbox: its checkbox, read state, a mark when the owner was never notified
 * of it (with why, as the mark's description), the read toggle and delete.
 */
export function InboxCard({
  contact,
  senderId,
  timeZone,
  selected,
  onSelect,
  onToggleRead,
  updatingRead,
  deleting,
  onAskDelete,
}: InboxCardProps) {
  const labels = useLabels("contactList", ownerLabels.contactList);
  const noteId = `${senderId}-note`;
  const read = contact.read === true;
  return (
    <SubmissionCard
      contact={contact}
      senderId={senderId}
      data-read={read}
      sender={
        <SenderLine>
          {selected !== undefined ? (
            <Checkbox
              aria-label={labels.select(contact.name)}
              checked={selected}
              onChange={(event) => onSelect(event.currentTarget.checked)}
            />
          ) : null}
          <SenderDetails
            contact={contact}
            senderId={senderId}
            timeZone={timeZone}
            badges={
              <>
                {read ? null : <Badge $tone="primary">{labels.unreadBadge}</Badge>}
                {contact.notificationFailed ? (
                  <Badge $tone="warning" aria-describedby={noteId}>
                    {labels.notificationFailed}
                  </Badge>
                ) : null}
              </>
            }
          />
        </SenderLine>
      }
      actions={
        <>
          {onToggleRead ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={updatingRead}
              aria-label={read ? labels.markAsUnreadFrom(contact.name) : labels.markAsReadFrom(contact.name)}
              onClick={() => onToggleRead(contact.id, !read)}
            >
              <Icon name={read ? "mail" : "check"} size={18} />
              {read ? labels.markAsUnread : labels.markAsRead}
            </Button>
          ) : null}
          <Button
            variant="danger"
            size="sm"
            disabled={deleting}
            aria-label={deleting ? labels.deletingFrom(contact.name) : labels.deleteFrom(contact.name)}
            onClick={(event) => onAskDelete(event.currentTarget)}
          >
            <Icon name="trash" size={18} />
            {deleting ? labels.deleting : labels.delete}
          </Button>
        </>
      }
      note={
        contact.notificationFailed ? <BadgeNote id={noteId}>{labels.notificationFailedNote}</BadgeNote> : null
      }
    />
  );
}
