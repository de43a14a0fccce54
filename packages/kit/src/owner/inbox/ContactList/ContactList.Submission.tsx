import { isEmailAddress, type ContactSubmission } from "@pmfolio/core";
import type { HTMLAttributes, ReactNode } from "react";
import { Icon } from "../../../primitives";
import { useLabels, useLocale } from "../../../labels";
import { languageName } from "../../../labels/format";
import { ownerLabels } from "../../../labels/ownerLabels";
import { Stack } from "../../../internal/Stack";
import {
  Badges,
  Card,
  CardHeader,
  ChannelText,
  Channels,
  Message,
  Received,
  Sender,
  SentIn,
} from "./ContactList.styles";

/** "November 22, 2026 at 3:04 PM" in en-US: the long date and short time of `locale`. */
function formatReceived(iso: string, locale: string, timeZone: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone }).format(date);
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

/** The sender's name (the card's label), when the message arrived, and the card's badges. */
export function SenderDetails({
  contact,
  senderId,
  timeZone,
  badges,
}: {
  contact: ContactSubmission;
  senderId: string;
  timeZone: string | undefined;
  badges: ReactNode;
}) {
  const locale = useLocale();
  const { sentIn = ownerLabels.contactList.sentIn!, cameWith = ownerLabels.contactList.cameWith! } =
    useLabels("contactList", ownerLabels.contactList);
  return (
    <div>
      <Sender id={senderId} dir="auto">
        {contact.name}
      </Sender>
      <Received dateTime={contact.createdAt}>{formatReceived(contact.createdAt, locale, timeZone)}</Received>
      {contact.language ? (
        <SentIn data-language={contact.language}>{sentIn(languageName(contact.language, locale))}</SentIn>
      ) : null}
      {contact.application ? (
        <SentIn data-application={contact.application.ref}>
          <bdi>{cameWith(contact.application.company)}</bdi>
        </SentIn>
      ) : null}
      <Badges>{badges}</Badges>
    </div>
  );
}

export interface SubmissionCardProps extends HTMLAttributes<HTMLElement> {
  contact: ContactSubmission;
  /** The id of the sender's name, which labels the card. */
  senderId: string;
  /** The sender's side of the card's header (`SenderDetails`, with a checkbox before it in the inbox). */
  sender: ReactNode;
  /** The card's buttons. */
  actions: ReactNode;
  /** A line under the header, e.g. why a badge is there. */
  note?: ReactNode;
}

/**
 * One message as a card: the sender's side and the buttons, then the email and phone (links
 * only to what they show) and the message as plain text in the sender's own direction.
 */
export function SubmissionCard({ contact, senderId, sender, actions, note, ...rest }: SubmissionCardProps) {
  return (
    <Card aria-labelledby={senderId} {...rest}>
      <CardHeader>
        {sender}
        <Stack>{actions}</Stack>
      </CardHeader>
      {note}
      <Channels>
        <Channel href={mailtoHref(contact.email)} icon="mail" text={contact.email} />
        {contact.phone ? <Channel href={telHref(contact.phone)} icon="phone" text={contact.phone} /> : null}
      </Channels>
      <Message dir="auto">{contact.message}</Message>
    </Card>
  );
}
