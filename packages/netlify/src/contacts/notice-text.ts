/**
 * What the owner is told about a new message, in each channel's shape (the "contact"
 * notice kind's rendering, notices.ts). Every value here comes from the visitor: it goes
 * through notify/message's header, HTML and chat escaping.
 */
import type { ContactSubmission } from "@pmfolio/core";
import {
  CHAT_MESSAGE_MAX,
  consoleNotice,
  discordContent,
  escapeHtml,
  escapeSlack,
  headerText,
  replyAddress,
  type OwnerEmail,
  type OwnerNotice,
} from "../notify/message";

export function ownerEmail(submission: ContactSubmission, inboxUrl: string): OwnerEmail {
  const name = headerText(submission.name) || "someone";
  const address = replyAddress(submission.email);
  const details = [
    `From: ${headerText(submission.name)} <${headerText(submission.email, 254)}>`,
    ...(submission.phone ? [`Phone: ${headerText(submission.phone)}`] : []),
    `Received: ${submission.createdAt}`,
  ];
  const text = [...details, "", submission.message, "", `Inbox: ${inboxUrl}`, ""].join("\n");
  const html = [
    "<!doctype html>",
    '<html><body style="font-family: system-ui, sans-serif; line-height: 1.5">',
    ...details.map((line) => `<p style="margin: 0">${escapeHtml(line)}</p>`),
    `<p style="white-space: pre-wrap">${escapeHtml(submission.message)}</p>`,
    `<p><a href="${escapeHtml(inboxUrl)}">Open the inbox</a></p>`,
    "</body></html>",
  ].join("\n");
  return {
    subject: `New message from ${name}`,
    ...(address ? { replyTo: { name, address } } : {}),
    text,
    html,
  };
}

/**
 * The webhook's JSON body: the submission (with the language it was sent in) and the inbox link, plus `text` (Slack, and
 * Discord through its `/slack` address) and `content` (Discord) so a chat's incoming
 * webhook shows it as it is. Visitor text cannot format, link or ping: Slack's `<...>`
 * is escaped, Discord's markdown is escaped with backslashes (so `[text](url)` cannot
 * become a link that hides its address), and mentions are off. `content` is measured
 * after escaping and the message cut to fit Discord's 2,000 characters.
 */
export function webhookPayload(submission: ContactSubmission, inboxUrl: string) {
  const message = [...submission.message];
  const excerpt =
    message.length > CHAT_MESSAGE_MAX
      ? `${message.slice(0, CHAT_MESSAGE_MAX).join("")}…`
      : submission.message;
  const from =
    `New message from ${headerText(submission.name)} <${headerText(submission.email)}>` +
    (submission.phone ? `, ${headerText(submission.phone)}` : "");
  const text = escapeSlack([from, excerpt, `Inbox: ${inboxUrl}`].join("\n"));
  return {
    text,
    content: discordContent(from, submission.message, `Inbox: ${inboxUrl}`),
    allowed_mentions: { parse: [] as string[] },
    submission: {
      id: submission.id,
      name: submission.name,
      email: submission.email,
      ...(submission.phone ? { phone: submission.phone } : {}),
      message: submission.message,
      createdAt: submission.createdAt,
      // The page's language ("de"): which language to answer in. Absent on messages stored before it was kept.
      ...(submission.language ? { language: submission.language } : {}),
    },
    inboxUrl,
  };
}

/** The console's version, for `pnpm dev` with no channel configured. */
export function consoleText(submission: ContactSubmission, inboxUrl: string): string {
  return consoleNotice(ownerEmail(submission, inboxUrl));
}

/** A new message's notification in every channel's shape. */
export function contactNotice(submission: ContactSubmission, inboxUrl: string): OwnerNotice {
  return {
    email: ownerEmail(submission, inboxUrl),
    webhook: webhookPayload(submission, inboxUrl),
    consoleText: consoleText(submission, inboxUrl),
  };
}
