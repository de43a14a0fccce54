import type { ContactSubmission } from "@pmfolio/core";
import { forwardRef, useId, useRef, useState, type HTMLAttributes } from "react";
import { Icon } from "../../icons";
import { Button } from "../../primitives/Button";
import { DeleteContactDialog } from "../DeleteContactDialog";
import {
  Card,
  CardHeader,
  Channels,
  Count,
  Header,
  Heading,
  List,
  Message,
  Problem,
  Received,
  Root,
  Sender,
  Status,
} from "./ContactList.styles";

export interface ContactListProps extends Omit<HTMLAttributes<HTMLElement>, "onError"> {
  /**
   * The submissions, newest first.
   * @defaultValue []
   */
  contacts?: readonly ContactSubmission[];
  /**
   * True while the submissions are fetched: shows 'Loading contacts...'.
   * @defaultValue false
   */
  loading?: boolean;
  /** An error that replaces the list, e.g. 'Failed to fetch contacts' or 'Error deleting contact'. */
  error?: string | null;
  /** A problem shown above the list, which stays, e.g. 'Failed to delete contact'. */
  notice?: string | null;
  /** Called with a submission's id once the owner has confirmed its deletion. */
  onDelete: (id: string) => void;
  /** The id of a submission being deleted: its delete button is disabled meanwhile. */
  deletingId?: string | null;
  /** Ends the admin session; shows a 'Log out' button when given. */
  onLogout?: () => void;
  /**
   * The IANA time zone dates are shown in.
   * @defaultValue the viewer's time zone
   */
  timeZone?: string;
}

/** "November 22, 2026 at 3:04 PM" (en-US, long date and short time). */
function formatReceived(iso: string, timeZone: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short", timeZone }).format(date);
}

/** `tel:` wants digits and a leading +, nothing else. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** Characters that would end the address part of a `mailto:` URL are escaped. */
function mailtoHref(email: string): string {
  return `mailto:${email.replace(/[?#&%]/g, (c) => encodeURIComponent(c))}`;
}

/**
 * The owner's inbox: contact form submissions as cards (sender, date and time, email
 * and phone links, the message as plain text), each deletable after a confirmation.
 * It shows data and reports intent; the host fetches and deletes.
 */
export const ContactList = forwardRef<HTMLElement, ContactListProps>(function ContactList(
  { contacts = [], loading = false, error, notice, onDelete, deletingId, onLogout, timeZone, ...rest },
  ref,
) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const confirmedRef = useRef(false);
  const [pending, setPending] = useState<ContactSubmission | null>(null);

  const state = loading ? "loading" : error ? "error" : contacts.length === 0 ? "empty" : "ready";
  const count = contacts.length;

  return (
    <Root
      ref={ref}
      aria-labelledby={rest["aria-label"] ? undefined : `${id}-heading`}
      aria-busy={loading || undefined}
      data-state={state}
      {...rest}
    >
      <Header>
        <div>
          <Heading id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
            Contact Form Submissions
          </Heading>
          {state === "ready" || state === "empty" ? (
            <Count aria-live="polite">
              {count} total {count === 1 ? "submission" : "submissions"}
            </Count>
          ) : null}
        </div>
        {onLogout ? (
          <Button variant="secondary" size="sm" onClick={onLogout}>
            <Icon name="logout" size={18} />
            Log out
          </Button>
        ) : null}
      </Header>

      {state === "loading" ? (
        <Status role="status">Loading contacts...</Status>
      ) : state === "error" ? (
        <Problem role="alert">{error}</Problem>
      ) : (
        <>
          {notice ? <Problem role="alert">{notice}</Problem> : null}
          {state === "empty" ? (
            <Status>No contact submissions yet.</Status>
          ) : (
            <List>
              {contacts.map((contact) => (
                <li key={contact.id}>
                  <Card aria-labelledby={`${id}-${contact.id}`}>
                    <CardHeader>
                      <div>
                        <Sender id={`${id}-${contact.id}`}>{contact.name}</Sender>
                        <Received dateTime={contact.createdAt}>
                          {formatReceived(contact.createdAt, timeZone)}
                        </Received>
                      </div>
                      <Button
                        variant="danger"
                        size="sm"
                        disabled={deletingId === contact.id}
                        aria-label={`${deletingId === contact.id ? "Deleting..." : "Delete"} submission from ${contact.name}`}
                        onClick={(event) => {
                          openerRef.current = event.currentTarget;
                          confirmedRef.current = false;
                          setPending(contact);
                        }}
                      >
                        <Icon name="trash" size={18} />
                        {deletingId === contact.id ? "Deleting..." : "Delete"}
                      </Button>
                    </CardHeader>
                    <Channels>
                      <a href={mailtoHref(contact.email)}>
                        <Icon name="mail" size={18} />
                        {contact.email}
                      </a>
                      {contact.phone ? (
                        <a href={telHref(contact.phone)}>
                          <Icon name="phone" size={18} />
                          {contact.phone}
                        </a>
                      ) : null}
                    </Channels>
                    <Message>{contact.message}</Message>
                  </Card>
                </li>
              ))}
            </List>
          )}
        </>
      )}

      <DeleteContactDialog
        open={pending !== null}
        senderName={pending?.name}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        onConfirm={() => {
          if (!pending) return;
          confirmedRef.current = true;
          onDelete(pending.id);
        }}
        onCloseAutoFocus={(event) => {
          // Cancel returns to the button that opened the dialog. A confirmed deletion
          // removes that button, so focus goes to the list's heading instead.
          event.preventDefault();
          const opener = openerRef.current;
          if (!confirmedRef.current && opener?.isConnected && !opener.disabled) opener.focus();
          else headingRef.current?.focus();
        }}
      />
    </Root>
  );
});
