import type { ContactSubmission } from "@pmfolio/core";
import { Icon } from "../../../primitives";
import { countInWords, useLabels, useLocale } from "../../../labels";
import { ownerLabels } from "../../../labels/ownerLabels";
import { Button } from "../../../primitives/Button";
import { useContactList } from "./ContactList.context";
import { Badge, HeldSection, List, Status } from "./ContactList.styles";
import { SenderDetails, SubmissionCard } from "./ContactList.Submission";

/** The held list: messages kept out of the inbox (past the daily limit, or a filled honeypot). */
export interface ContactListHeldProps {
  /** How many messages are held. */
  total: number;
  /**
   * The held messages shown while the list is open, newest first, each with `heldReason`.
   * @defaultValue []
   */
  contacts?: readonly ContactSubmission[];
  /**
   * Whether the held list is open; it starts collapsed.
   * @defaultValue false
   */
  open?: boolean;
  /** Called when the owner opens or closes the held list (fetch its messages when it opens). */
  onOpenChange: (open: boolean) => void;
  /**
   * True while the held messages are fetched.
   * @defaultValue false
   */
  loading?: boolean;
  /** Called with a held message's id to move it to the inbox. */
  onRelease: (id: string) => void;
  /** Called with a held message's id once the owner has confirmed its deletion. */
  onDelete: (id: string) => void;
  /** The id of a held message being moved or deleted: its buttons are disabled meanwhile. */
  busyId?: string | null;
  /** Shows older held messages; absent when no older ones remain. */
  onOlder?: () => void;
}

/**
 * The held list under the inbox: collapsed with its count, its messages once opened; shown
 * with the list and its empty state, not in place of an error.
 */
export function ContactListHeld(held: ContactListHeldProps) {
  const { id, timeZone, askDelete } = useContactList("Held");
  const labels = useLabels("contactList", ownerLabels.contactList);
  const locale = useLocale();
  const contacts = held.contacts ?? [];
  return (
    <HeldSection data-state={held.open ? "open" : "closed"}>
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={held.open ?? false}
        aria-controls={`${id}-held`}
        onClick={() => held.onOpenChange(!held.open)}
      >
        {countInWords(labels.heldToggle, held.total, locale)}
      </Button>
      {held.open ? (
        <div id={`${id}-held`}>
          <Status>{labels.heldNote}</Status>
          {held.loading ? (
            <Status role="status">{labels.heldLoading}</Status>
          ) : contacts.length === 0 ? (
            <Status>{labels.heldEmpty}</Status>
          ) : (
            <List>
              {contacts.map((contact) => {
                const senderId = `${id}-held-${contact.id}`;
                const busy = held.busyId === contact.id;
                return (
                  <li key={contact.id}>
                    <SubmissionCard
                      contact={contact}
                      senderId={senderId}
                      data-held={contact.heldReason ?? "held"}
                      sender={
                        <SenderDetails
                          contact={contact}
                          senderId={senderId}
                          timeZone={timeZone}
                          badges={
                            <Badge $tone="warning">
                              {contact.heldReason === "honeypot"
                                ? labels.heldHoneypot
                                : labels.heldDailyLimit}
                            </Badge>
                          }
                        />
                      }
                      actions={
                        <>
                          <Button
                            variant="secondary"
                            size="sm"
                            disabled={busy}
                            aria-label={labels.moveToInboxFrom(contact.name)}
                            onClick={() => held.onRelease(contact.id)}
                          >
                            <Icon name="mail" size={18} />
                            {labels.moveToInbox}
                          </Button>
                          <Button
                            variant="danger"
                            size="sm"
                            disabled={busy}
                            aria-label={labels.deleteFrom(contact.name)}
                            onClick={(event) => askDelete(contact, event.currentTarget, held.onDelete)}
                          >
                            <Icon name="trash" size={18} />
                            {labels.delete}
                          </Button>
                        </>
                      }
                    />
                  </li>
                );
              })}
            </List>
          )}
          {held.onOlder && !held.loading ? (
            <Button variant="secondary" size="sm" onClick={held.onOlder}>
              {labels.olderHeld}
            </Button>
          ) : null}
        </div>
      ) : null}
    </HeldSection>
  );
}
