import { isEmailAddress, type ContactSubmission } from "@pmfolio/core";
import { forwardRef, useId, useRef, useState, type HTMLAttributes } from "react";
import { Icon } from "../../icons";
import { Button } from "../../primitives/Button";
import { DeleteContactDialog } from "../DeleteContactDialog";
import {
  Card,
  CardHeader,
  ChannelText,
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

/** The characters the contact form accepts in a phone number: digits, spaces and + ( ) -. */
const DIALABLE = /^[\d +()-]+$/;

/**
 * A `tel:` URL (a leading + and the digits), or null when the text is no phone number
 * (other characters, or fewer than 3 digits): a link must not dial something other
 * than what it shows.
 */
function telHref(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  if (!DIALABLE.test(phone) || digits.length < 3) return null;
  return `tel:${phone.trim().startsWith("+") ? "+" : ""}${digits}`;
}

/**
 * A `mailto:` URL, or null when the text is no email address (the server stores only
 * addresses; anything else is shown as text). Characters that would end the address
 * part of the URL are escaped.
 */
function mailtoHref(email: string): string | null {
  if (!isEmailAddress(email)) return null;
  return `mailto:${email.replace(/[?#&%]/g, (c) => encodeURIComponent(c))}`;
}

/**
 * An email address or phone number: a link when `href` is given, plain text otherwise.
 * The sender's text is isolated (`bdi`), so a right-to-left override in it cannot reorder
 * what is around it.
 */
function Channel({ href, icon, text }: { href: string | null; icon: "mail" | "phone"; text: string }) {
  const content = (
    <>
      <Icon name={icon} size={18} />
      <bdi>{text}</bdi>
    </>
  );
  return href ? <a href={href}>{content}</a> : <ChannelText>{content}</ChannelText>;
}

/**
 * The owner's inbox: contact form submissions as cards (sender, date and time, email
 * and phone links, the message as plain text), each deletable after a confirmation.
 * It shows data and reports intent; the host fetches and deletes. Whatever a sender
 * typed is inert text, isolated from the page's own text direction, and wraps at any
 * width; links are only ever `mailto:` and `tel:` URLs of what they show.
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
                        <Sender id={`${id}-${contact.id}`} dir="auto">
                          {contact.name}
                        </Sender>
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
                      <Channel href={mailtoHref(contact.email)} icon="mail" text={contact.email} />
                      {contact.phone ? (
                        <Channel href={telHref(contact.phone)} icon="phone" text={contact.phone} />
                      ) : null}
                    </Channels>
                    <Message dir="auto">{contact.message}</Message>
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
