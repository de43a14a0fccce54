/**
 * Notice kinds: the queue (queue.ts) names no domain, so each domain registers what its
 * notices need. Contacts register "contact" and "held" (contacts/notices.ts), analytics
 * "application-opened" (analytics/application-notice.ts), "application-signal"
 * (analytics/signal-notice.ts) and "analytics-capped"
 * (analytics/cap-notice.ts); notices.ts, beside the domains,
 * loads every registration for the retry schedule.
 */
import type { OwnerLinks } from "./links";
import type { OwnerNotice } from "./message";

/** A notice in the queue: its kind and its id within the kind (one notice per kind and id). */
export interface NoticeRef {
  kind: string;
  id: string;
}

export interface NoticeKind<Payload = unknown, Loaded = unknown> {
  /** The kind's name, part of every key of its notices (letters and "-"). */
  name: string;
  /**
   * What an attempt sends, read again at each attempt from the id and the payload the
   * notice was queued with; null when there is nothing left to tell (the owner deleted the
   * message): the notice is then dropped.
   */
  load(id: string, payload: Payload): Promise<Loaded | null>;
  /** The notice in every channel's shape. */
  render(loaded: Loaded, links: OwnerLinks): OwnerNotice;
  /** What the owner is shown when a channel gave up on the notice (the retry window passed). */
  giveUp(id: string, payload: Payload): Promise<void>;
  /**
   * The safety net for a kind whose notices must not be lost when an instance dies
   * before queueing one (a message answered 201): the retry run asks for the ids since
   * `since` that should have been queued, and queues those that were not. A kind without
   * it is queued once per id: the first caller claims it, and a lost claim is lost.
   */
  scan?: {
    /** The ids due a notice since `since`, newest first. */
    recent(since: Date, now: Date): Promise<string[]>;
    /** When the thing an id names happened (ms): its queued marker's day. */
    timeOf(id: string): number;
    /** The payload a notice the scan queues is given. */
    payload: Payload;
  };
}

const kinds = new Map<string, NoticeKind<never, never>>();

/** Registers a kind and returns it, for its domain to queue notices with. */
export function registerNoticeKind<Payload, Loaded>(
  kind: NoticeKind<Payload, Loaded>,
): NoticeKind<Payload, Loaded> {
  if (!/^[a-z][a-z-]*$/.test(kind.name))
    throw new Error(`notify: a kind's name is letters and "-": ${kind.name}`);
  kinds.set(kind.name, kind as unknown as NoticeKind<never, never>);
  return kind;
}

/**
 * Registers a kind whose queued payload is all it tells: each attempt sends the payload as it
 * was queued, with nothing to read again.
 */
export function registerPayloadNoticeKind<Payload>(
  kind: Omit<NoticeKind<Payload, Payload>, "load">,
): NoticeKind<Payload, Payload> {
  return registerNoticeKind({ ...kind, load: async (_id, payload) => payload });
}

/** The kind registered under `name`, if any. */
export const noticeKindNamed = (name: string): NoticeKind<unknown, unknown> | undefined =>
  kinds.get(name) as NoticeKind<unknown, unknown> | undefined;

/** Every registered kind. */
export const registeredKinds = (): Array<NoticeKind<unknown, unknown>> =>
  [...kinds.values()] as Array<NoticeKind<unknown, unknown>>;
