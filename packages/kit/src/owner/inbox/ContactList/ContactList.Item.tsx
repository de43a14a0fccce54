import type { ContactSubmission } from "@pmfolio/core";
import type { ReactNode } from "react";
import { Icon } from "../../../primitives";
import { useLabels } from "../../../labels";
import { ownerLabels } from "../../../labels/ownerLabels";
import { Button } from "../../../primitives/Button";
import { useContactList } from "./ContactList.context";
import { Badge, BadgeNote, Checkbox, List, SenderLine, Status } from "./ContactList.styles";
import { SenderDetails, SubmissionCard } from "./ContactList.Submission";

export interface ContactListItemsProps {
  /** Renders one submission of the shown page, as a `ContactList.Item`. */
  children: (contact: ContactSubmission) => ReactNode;
}

/** The shown page's submissions as a list, or 'No contact submissions yet.' when there are none. */
export function ContactListItems({ children }: ContactListItemsProps) {
  const { contacts, state } = useContactList("Items");
  const labels = useLabels("contactList", ownerLabels.contactList);
  if (state === "empty") return <Status>{labels.empty}</Status>;
  return (
    <List>
      {contacts.map((contact) => (
        <li key={contact.id}>{children(contact)}</li>
      ))}
    </List>
  );
}

export interface ContactListItemProps {
  /** The submission shown. */
  contact: ContactSubmission;
  /** Called with the submission's id once the owner has confirmed its deletion. */
  onDelete: (id: string) => void;
  /**
   * True while it is deleted: its delete button is disabled meanwhile.
   * @defaultValue false
   */
  deleting?: boolean;
  /** Called to mark it read (true) or unread (false); shows the toggle when given. */
  onToggleRead?: (id: string, read: boolean) => void;
  /**
   * True while its read state is saved: the toggle is disabled meanwhile.
   * @defaultValue false
   */
  updatingRead?: boolean;
  /**
   * Gives the card a checkbox for `ContactList.BulkDelete`.
   * @defaultValue false
   */
  selectable?: boolean;
}

/**
 * A message of the inbox: its checkbox, read state, a mark when the owner was never notified
 * of it (with why, as the mark's description), the read toggle and delete.
 */
export function ContactListItem({
  contact,
  onDelete,
  deleting = false,
  onToggleRead,
  updatingRead = false,
  selectable = false,
}: ContactListItemProps) {
  const { id, timeZone, selection, setSelection, askDelete } = useContactList("Item");
  const labels = useLabels("contactList", ownerLabels.contactList);
  const senderId = `${id}-${contact.id}`;
  const noteId = `${senderId}-note`;
  const read = contact.read === true;
  const select = (on: boolean) =>
    setSelection((current) => {
      const next = new Set(current);
      if (on) next.add(contact.id);
      else next.delete(contact.id);
      return next;
    });
  return (
    <SubmissionCard
      contact={contact}
      senderId={senderId}
      data-read={read}
      sender={
        <SenderLine>
          {selectable ? (
            <Checkbox
              aria-label={labels.select(contact.name)}
              checked={selection.has(contact.id)}
              onChange={(event) => select(event.currentTarget.checked)}
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
            onClick={(event) => askDelete(contact, event.currentTarget, onDelete)}
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
