/**
 * What keeps a flood of messages from costing the owner: a site-wide cap on the messages
 * that reach the inbox each UTC day (CONTACT_DAILY_LIMIT), past which they are held
 * (the held list, purge.ts) instead of notified, and one notice a day telling
 * the owner that messages are being held.
 */
import { storageDeadline } from "../blobs";
import { utcDate } from "../core";
import { envInt } from "../env";
import { errorLine } from "../log";
import { sendOwnerReport } from "../notify/channels";
import { inboxUrlFor } from "../notify/outbox";
import { inboxCountOfDay } from "./counts";
import { HELD_RETENTION_DAYS } from "./purge";
import { contactsStore } from "./listing";

/** Messages that reach the inbox per UTC day, unless CONTACT_DAILY_LIMIT says otherwise. */
export const DEFAULT_CONTACT_DAILY_LIMIT = 200;

const NOTICES_PREFIX = "held-notices/";

/**
 * The day's cap: CONTACT_DAILY_LIMIT when set; otherwise DEFAULT_CONTACT_DAILY_LIMIT on a
 * deploy, and none on a local run (deploy context `dev` or none: `pnpm dev`, `netlify
 * serve`, the tests), whose store is shared by every run of the day, as the other limits
 * are relaxed there.
 */
export function contactDailyLimit(deployContext: string | undefined): number {
  const local = deployContext === undefined || deployContext === "dev";
  return envInt("CONTACT_DAILY_LIMIT", local ? Number.POSITIVE_INFINITY : DEFAULT_CONTACT_DAILY_LIMIT);
}

/**
 * True when today's inbox already holds the day's cap of messages (the message is then
 * held): one read of the inbox index, whose count of today is updated after each answer,
 * so a burst can pass the cap by the messages still in flight. When the count cannot be
 * read, the message goes to the inbox: the cap protects the owner's attention, and must
 * never cost a message.
 */
export async function dailyLimitReached(
  deployContext: string | undefined,
  now: Date = new Date(),
): Promise<boolean> {
  const limit = contactDailyLimit(deployContext);
  if (limit === Number.POSITIVE_INFINITY) return false;
  try {
    return (await inboxCountOfDay(now)) >= limit;
  } catch (error) {
    console.error("contacts: could not read today's count; the message goes to the inbox", errorLine(error));
    return false;
  }
}

/**
 * Tells the owner, once per UTC day, that messages are being held: the first caller of
 * the day claims the day's notice with a write-if-new and sends it through every
 * configured channel. A notice no channel took is given back, so the next held message
 * tries again.
 */
export async function noticeHeldMessages(
  origin: string,
  deployContext: string | undefined,
  now: Date = new Date(),
): Promise<void> {
  const store = contactsStore();
  const day = utcDate(now.getTime());
  const key = `${NOTICES_PREFIX}${day}`;
  try {
    const { modified } = await storageDeadline(
      store.setJSON(key, { at: now.toISOString() }, { onlyIfNew: true }),
      1,
      "contacts: claiming the held notice",
    );
    if (!modified) return;
    const limit = contactDailyLimit(deployContext);
    const inbox = inboxUrlFor(origin);
    const lines = [
      `More than ${limit} messages arrived today (${day}, UTC), the daily limit of the contact form.`,
      "The ones past the limit are kept in the inbox's held list, without a notification each.",
      `Nothing is lost: move the ones you want to the inbox, or delete them. Held messages are deleted after ${HELD_RETENTION_DAYS} days.`,
    ];
    const sent = await sendOwnerReport(
      {
        subject: "Contact messages are being held",
        text: [...lines, "", `Inbox: ${inbox}`, ""].join("\n"),
        html: [
          "<!doctype html>",
          '<html><body style="font-family: system-ui, sans-serif; line-height: 1.5">',
          ...lines.map((line) => `<p>${line}</p>`),
          `<p><a href="${inbox}">Open the inbox</a></p>`,
          "</body></html>",
        ].join("\n"),
      },
      deployContext,
    );
    if (sent.length === 0) await store.delete(key);
    // Earlier days' notices are done with.
    const { blobs } = await store.list({ prefix: NOTICES_PREFIX });
    await Promise.all(blobs.filter((blob) => blob.key < key).map((blob) => store.delete(blob.key)));
  } catch (error) {
    console.error("contacts: the held notice failed", errorLine(error));
  }
}
