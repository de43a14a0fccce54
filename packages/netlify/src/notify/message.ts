/**
 * What every notice is made of, whatever its kind: the shape each channel takes, and the
 * escaping a stranger's text needs on its way there. A notice's values may come from a
 * stranger: nothing of them may reach a mail header with a line break or a control
 * character, the HTML part escapes them, and the chat text cannot mention anyone.
 */
import { isEmailAddress } from "../core";

/** Characters a header value must never carry: controls (CR, LF, NUL...) and Unicode line/paragraph separators. */
const HEADER_UNSAFE = /[\p{Cc}\u2028\u2029]+/gu;
/** The longest name a subject or a display name carries. */
const HEADER_NAME_MAX = 100;
/** The longest message a chat text carries. */
export const CHAT_MESSAGE_MAX = 1500;
/** Discord refuses a message whose content is over 2,000 characters, measured after escaping. */
export const DISCORD_CONTENT_MAX = 2000;

/**
 * Invisible formatting characters (\p{Cf}: bidirectional controls, zero-width spaces and
 * joiners): in a subject or a display name they can reorder or hide what the owner reads.
 */
const HEADER_INVISIBLE = /\p{Cf}+/gu;

/**
 * `value` fit for one header line: invisible formatting characters go, controls become
 * spaces, runs of space collapse, bounded length.
 */
export function headerText(value: string, max = HEADER_NAME_MAX): string {
  const flat = value.replace(HEADER_INVISIBLE, "").replace(HEADER_UNSAFE, " ").replace(/\s+/g, " ").trim();
  return [...flat].length > max ? `${[...flat].slice(0, max - 1).join("")}…` : flat;
}

/** The sender's address when it is one a Reply-To can carry safely, else undefined. */
export function replyAddress(email: string): string | undefined {
  return !/[\p{Cc}\u2028\u2029]/u.test(email) && isEmailAddress(email) ? email : undefined;
}

export interface OwnerEmail {
  subject: string;
  /** The sender's name and address for Reply-To, when the address is valid. */
  replyTo?: { name: string; address: string };
  text: string;
  html: string;
}

/** One notification in each channel's shape: what a notice kind renders. */
export interface OwnerNotice {
  email: OwnerEmail;
  /** The webhook's JSON body. */
  webhook: unknown;
  /** What the console prints while developing with no channel. */
  consoleText: string;
}

/**
 * The Discord message: the escaped head, as much of the escaped body as fits, and the
 * footer (the owner's own link, left as it is so it stays a link), within
 * DISCORD_CONTENT_MAX counted after escaping.
 */
export function discordContent(head: string, body: string, footer: string): string {
  const top = escapeDiscord(head);
  const lines = (middle: string) => (footer ? [top, middle, footer] : [top, middle]).join("\n");
  const room = DISCORD_CONTENT_MAX - lines("").length;
  const escaped = escapeDiscord(body);
  if (escaped.length <= room) return lines(escaped);
  let cut = "";
  for (const char of body) {
    const next = cut + escapeDiscord(char);
    if (next.length > room - 1) break;
    cut = next;
  }
  return lines(`${cut}…`);
}

/** The webhook's JSON body for a report (the weekly digest): its subject and text, chat markup escaped. */
export function reportWebhookPayload(report: { subject: string; text: string }) {
  const text = escapeSlack(`${report.subject}\n\n${report.text}`);
  return {
    text,
    content: discordContent(report.subject, report.text, ""),
    allowed_mentions: { parse: [] as string[] },
  };
}

/** An email's subject and text as the console shows them while developing with no channel. */
export function consoleNotice(email: Pick<OwnerEmail, "subject" | "text">): string {
  return `\n  Notification (no channel configured; set SMTP_URL or NOTIFY_WEBHOOK_URL to deliver it)\n  Subject: ${email.subject}\n${email.text.replace(/^/gm, "  ")}`;
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );
}

/**
 * Slack reads `<...>` as links and mentions (`<!channel>`) and wants only these three
 * escaped (it shows backslashes as they are). Discord's `/slack` address reads this text
 * as markdown, so a masked link's `](` is split with a zero-width space, which Slack and
 * Discord both show as nothing.
 */
export function escapeSlack(value: string): string {
  return value
    .replace(/[&<>]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[char]!)
    .replace(/\]\(/g, "]\u200b(");
}

/**
 * Discord markdown made inert: a backslash before every character its markdown reads
 * (emphasis, code, spoilers, quotes, headings, lists, links, escapes themselves);
 * Discord shows the character and drops the backslash.
 */
function escapeDiscord(value: string): string {
  return value.replace(/[\\*_~`|>#\-[\]()<:.!+]/g, "\\$&");
}
