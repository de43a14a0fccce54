/**
 * What keeps a flood of messages from costing the owner: a site-wide cap on the messages
 * that reach the inbox each UTC day (CONTACT_DAILY_LIMIT), past which they are held
 * (the held list, purge.ts) instead of notified (the day's one notice that messages are
 * being held: notices.ts).
 */
import { deleteFolders, storageDeadline } from "../blobs";
import { serialized } from "../concurrency";
import { utcDate } from "../core";
import { envInt } from "../env";
import { errorLine } from "../log";
import { inboxCountOfDay } from "./counts";
import { contactsStore } from "./store";

/** Messages that reach the inbox per UTC day, unless CONTACT_DAILY_LIMIT says otherwise. */
export const DEFAULT_CONTACT_DAILY_LIMIT = 200;

/**
 * The day's cap: CONTACT_DAILY_LIMIT when set; otherwise DEFAULT_CONTACT_DAILY_LIMIT on a
 * deploy, and none on a local run, whose store is shared by every run of the day, as the
 * other limits are relaxed there. A deploy always names its context (`production`,
 * `deploy-preview`, `branch-deploy`); a local run names none: `pnpm dev` and the local
 * servers (`netlify serve`, scripts/serve-built.ts) give the function an empty
 * `context.deploy.context` (and CONTEXT=dev in the environment), the tests `dev` or nothing.
 */
export function contactDailyLimit(deployContext: string | undefined): number {
  const local = !deployContext || deployContext === "dev";
  return envInt("CONTACT_DAILY_LIMIT", local ? Number.POSITIVE_INFINITY : DEFAULT_CONTACT_DAILY_LIMIT);
}

/** `admitted/{YYYY-MM-DD}/{place}`: the day's places in the inbox, 0 to the cap minus one, each claimed once. */
const ADMITTED_PREFIX = "admitted/";
/**
 * Whether a message may go to the inbox: true while fewer than the day's cap were let in
 * (it is then counted), false when it is to be held. Each of the day's `limit` places is
 * a blob claimed with a write-if-new, so concurrent messages can never let in more than
 * the cap: one index read (a day past the cap is held at once, with no more calls), one
 * listing of the day's places, then a write for a free one, picked at random so messages
 * racing for places rarely meet; the loser of a place lists again (someone else got one,
 * so this ends within the cap's rounds). In one process two claims of one place run one
 * after the other (`serialized`): the local Blobs server's write-if-new is not atomic.
 * When storage fails the message goes to the inbox: the cap protects the owner's
 * attention, and must never cost a message. A retry of a message already let in claims
 * another place (the form's retries are rare; the cost is one message held too many).
 */
export async function admitToInbox(
  deployContext: string | undefined,
  now: Date = new Date(),
): Promise<boolean> {
  const limit = contactDailyLimit(deployContext);
  if (limit === Number.POSITIVE_INFINITY) return true;
  try {
    return await storageDeadline(claimPlace(limit, now), 3, "contacts: claiming a place in today's inbox");
  } catch (error) {
    console.error(
      "contacts: could not claim a place in today's inbox; the message goes there",
      errorLine(error),
    );
    return true;
  }
}

async function claimPlace(limit: number, now: Date): Promise<boolean> {
  if ((await inboxCountOfDay(now)) >= limit) return false;
  const store = contactsStore();
  const prefix = `${ADMITTED_PREFIX}${utcDate(now.getTime())}/`;
  for (let round = 0; round < limit; round += 1) {
    const taken = new Set<string>();
    for await (const page of store.list({ prefix, paginate: true })) {
      for (const { key } of page.blobs) taken.add(key);
    }
    const free: string[] = [];
    for (let place = 0; place < limit; place += 1) {
      const key = `${prefix}${String(place).padStart(6, "0")}`;
      if (!taken.has(key)) free.push(key);
    }
    if (!free.length) return false;
    const key = free[Math.floor(Math.random() * free.length)]!;
    const { modified } = await serialized(key, () =>
      store.setJSON(key, { at: now.toISOString() }, { onlyIfNew: true }),
    );
    if (modified) return true;
  }
  return false;
}

/** Deletes the places of days before `today` (the scheduled retention run). */
export async function sweepAdmissions(today: string): Promise<void> {
  await deleteFolders(contactsStore(), ADMITTED_PREFIX, (day) => day < today);
}
