/**
 * The contacts' notice kinds (notify/kinds.ts):
 * - "contact": a new message in the inbox, read again at each attempt (a message the owner
 *   deleted is not sent), marked `notificationFailed` when a channel gives up on it, and
 *   scanned for by the retry run when its instance died after the 201 before queueing it;
 * - "held": once per UTC day, the owner is told that messages are being held (the honeypot
 *   and the daily cap, held.ts), with how many so far; retried like any notice.
 */
import type { ContactSubmission } from "@pmfolio/core";
import { utcDate } from "../core";
import { sendNotice } from "../notify/deliver";
import { registerNoticeKind } from "../notify/kinds";
import { consoleNotice, escapeHtml, reportWebhookPayload, type OwnerNotice } from "../notify/message";
import type { QueueOptions } from "../notify/queue";
import { setNotificationFailed } from "./change";
import { countOfDay, countsSettled } from "./counts";
import { contactDailyLimit } from "./held";
import { contactIdTime } from "./ids";
import { contactNotice } from "./notice-text";
import { HELD_RETENTION_DAYS } from "./purge";
import { getContact, recentContactIds } from "./walk";

export const contactNotices = registerNoticeKind<null, ContactSubmission>({
  name: "contact",
  load: (id) => getContact(id),
  render: (submission, links) => contactNotice(submission, links.inbox),
  async giveUp(id) {
    await setNotificationFailed(id);
  },
  scan: { recent: recentContactIds, timeOf: contactIdTime, payload: null },
});

export type NotifyOptions = Omit<QueueOptions, "firstAttempt">;

/**
 * Tells the owner about a stored message through each configured channel: queues the
 * notice, then makes the first attempt. Meant for `context.waitUntil` after the 201;
 * never rejects (what fails is logged and left to the retry run).
 */
export function notifyOwner(submission: ContactSubmission, options: NotifyOptions): Promise<void> {
  return sendNotice(contactNotices, submission.id, null, { ...options, loaded: submission });
}

interface HeldPayload {
  /** The UTC day, "YYYY-MM-DD". */
  day: string;
  /** The daily cap when the notice was queued; null for none (a local run). */
  limit: number | null;
}

interface HeldToday extends HeldPayload {
  held: number;
}

const heldNotices = registerNoticeKind<HeldPayload, HeldToday>({
  name: "held",
  async load(_id, payload) {
    // The count of the message that queued this notice is written after the answer.
    await countsSettled("held");
    const held = await countOfDay("held", new Date(`${payload.day}T12:00:00Z`));
    return held ? { ...payload, held } : null; // none left: the owner dealt with them already
  },
  render: heldNotice,
  // Nothing to mark: the held list itself shows the messages.
  async giveUp() {},
});

function heldNotice({ day, limit, held }: HeldToday, links: { inbox: string }): OwnerNotice {
  const subject = "Contact messages are being held";
  const why = [
    ...(limit === null ? [] : [`past the contact form's daily limit of ${limit}`]),
    "with the form's hidden anti-spam field filled in (most often a bot, sometimes a browser's autofill)",
  ];
  const lines = [
    `${held} message${held === 1 ? " was" : "s were"} held today so far (${day}, UTC): messages that arrive ${why.join(", or ")}.`,
    "They are kept in the inbox's held list, without a notification each.",
    `Nothing is lost: move the ones you want to the inbox, or delete them. Held messages are deleted after ${HELD_RETENTION_DAYS} days.`,
  ];
  const text = [...lines, "", `Inbox: ${links.inbox}`, ""].join("\n");
  const html = [
    "<!doctype html>",
    '<html><body style="font-family: system-ui, sans-serif; line-height: 1.5">',
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(links.inbox)}">Open the inbox</a></p>`,
    "</body></html>",
  ].join("\n");
  return {
    email: { subject, text, html },
    webhook: reportWebhookPayload({ subject, text }),
    consoleText: consoleNotice({ subject, text }),
  };
}

/**
 * Tells the owner, once per UTC day, that messages are being held (a honeypot hit or the
 * daily cap): the first held message of the day queues the notice, which is attempted at
 * once and retried like any other. Meant for `context.waitUntil`; never rejects.
 */
export function noticeHeldMessages(
  origin: string,
  deployContext: string | undefined,
  now: Date = new Date(),
): Promise<void> {
  const day = utcDate(now.getTime());
  const limit = contactDailyLimit(deployContext);
  return sendNotice(
    heldNotices,
    `held-${day}`,
    { day, limit: Number.isFinite(limit) ? limit : null },
    { origin, deployContext, now },
  );
}
