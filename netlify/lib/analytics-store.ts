/**
 * Analytics storage in Netlify Blobs (store "analytics"; layout and costs in
 * docs/analytics-storage.md):
 *
 *   events/{YYYY-MM-DD}/{id}.v.{record}   one blob per visit, append-only
 *   events/{YYYY-MM-DD}/{id}.b            one blob per bot request
 *   days/v{version}/{YYYY-MM-DD}          the immutable summary of a closed day (JSON)
 *
 * A raw event is written once under a fresh key with `onlyIfNew`, so no event can
 * overwrite another. Its key carries the whole (small, bounded) record, base64url
 * encoded: one `list` of a day's prefix reads every event of that day, with no `get`
 * per event. The blob itself is empty.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Store } from "@netlify/blobs";
import {
  daySummaryVersion,
  type BrowserName,
  type DaySummary,
  type OsName,
  type VisitRecord,
} from "../../packages/core/src/analytics";
import { blobsStore, boundedWrite } from "./blobs";

const STORE_NAME = "analytics";

/**
 * The analytics store. Reads are strong: a closed day's summary must see every event.
 * Calls are time-limited (BLOBS_TIMEOUT_MS, see ./blobs).
 */
export function analyticsStore(): Store {
  return blobsStore(STORE_NAME);
}

/** The prefix under which a day's raw events live. */
export const eventPrefix = (date: string) => `events/${date}/`;
/** Where a closed day's summary lives (a new version never reads an older one). */
export const daySummaryKey = (date: string) => `days/v${daySummaryVersion}/${date}`;
export const daySummaryPrefix = `days/v${daySummaryVersion}/`;

// A key segment becomes a file name in the local Blobs server: keep each under 255 bytes.
const SEGMENT = 200;
const FIELD_SEPARATOR = "\t";

/**
 * A new event id: the server time in base 36 (9 characters, so ids sort by time) and
 * 48 random bits, so concurrent events in the same millisecond still differ.
 */
export function newEventId(nowMs: number): string {
  return nowMs.toString(36).padStart(9, "0") + randomBytes(6).toString("hex");
}

/** The time an event id was made at. */
export function eventIdTime(id: string): number {
  return parseInt(id.slice(0, 9), 36);
}

/**
 * A one-way hash of the visitor's userId: stable, so a returning visitor is the same
 * visitor on every day, without keeping the identifier stored in their browser.
 */
export function visitorHash(userId: string): string {
  return createHash("sha256").update(`pmfolio-analytics-visitor\n${userId}`).digest("base64url").slice(0, 16);
}

/** The key that stores a visit (the record is in the key; see the module note). */
export function visitKey(date: string, visit: VisitRecord): string {
  const flags = `${visit.isMobile ? "m" : ""}${visit.isTablet ? "t" : ""}`;
  const record = [visit.pageUrl, visit.browser, visit.os, flags, visit.trafficSource, visit.visitor].join(
    FIELD_SEPARATOR,
  );
  const encoded = Buffer.from(record, "utf8").toString("base64url");
  const segments = encoded.match(new RegExp(`.{1,${SEGMENT}}`, "g")) ?? [""];
  return `${eventPrefix(date)}${visit.id}.v.${segments.join("/")}`;
}

/** The key that counts a bot request (nothing about it is kept). */
export function botKey(date: string, id: string): string {
  return `${eventPrefix(date)}${id}.b`;
}

export type StoredEvent = { kind: "visit"; visit: VisitRecord } | { kind: "bot"; id: string };

/** Reads an event back from its key; undefined for keys that are not events. */
export function parseEventKey(key: string): StoredEvent | undefined {
  const match = /^events\/\d{4}-\d{2}-\d{2}\/([0-9a-z]{9}[0-9a-f]{12})\.(v|b)(?:\.(.+))?$/.exec(key);
  if (!match) return;
  const [, id, kind, payload] = match as unknown as [string, string, "v" | "b", string | undefined];
  if (kind === "b") return { kind: "bot", id };
  if (!payload) return;
  const fields = Buffer.from(payload.replaceAll("/", ""), "base64url")
    .toString("utf8")
    .split(FIELD_SEPARATOR);
  if (fields.length !== 6) return;
  const [pageUrl, browser, os, flags, trafficSource, visitor] = fields as [
    string,
    BrowserName,
    OsName,
    string,
    string,
    string,
  ];
  return {
    kind: "visit",
    visit: {
      id,
      timestamp: eventIdTime(id),
      pageUrl,
      browser,
      os,
      isMobile: flags.includes("m"),
      isTablet: flags.includes("t"),
      trafficSource,
      visitor,
    },
  };
}

/** Writes a key that must not exist yet; a (practically impossible) id clash retries with a new id. */
async function appendOnce(store: Store, makeKey: (id: string) => string, nowMs: number, id?: string) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { modified } = await boundedWrite(
      store.set(makeKey(attempt === 0 && id ? id : newEventId(nowMs)), "", { onlyIfNew: true }),
      "analytics: storing an event",
    );
    if (modified) return;
  }
  throw new Error("analytics: could not find a free event key");
}

/** Appends a visit to its day (the day of `visit.timestamp`, UTC). */
export function appendVisit(store: Store, date: string, visit: Omit<VisitRecord, "id"> & { id?: string }) {
  return appendOnce(store, (id) => visitKey(date, { ...visit, id }), visit.timestamp, visit.id);
}

/** Counts a bot request on its day. */
export function appendBot(store: Store, date: string, nowMs: number) {
  return appendOnce(store, (id) => botKey(date, id), nowMs);
}

/** Every event of a day, from one listing (one `list` call per page of keys). */
export async function readDayEvents(
  store: Store,
  date: string,
): Promise<{ visits: VisitRecord[]; bots: number }> {
  const visits: VisitRecord[] = [];
  let bots = 0;
  for await (const page of store.list({ prefix: eventPrefix(date), paginate: true })) {
    for (const { key } of page.blobs) {
      const event = parseEventKey(key);
      if (event?.kind === "visit") visits.push(event.visit);
      else if (event?.kind === "bot") bots += 1;
    }
  }
  return { visits, bots };
}

/**
 * A closed day's stored summary, or null when it has not been computed yet (or what is
 * stored does not parse: the day is then computed from its raw events, which stay the
 * source of truth).
 */
export async function readDaySummary(store: Store, date: string): Promise<DaySummary | null> {
  const text = await store.get(daySummaryKey(date), { type: "text" });
  if (text === null) return null;
  let summary: DaySummary | null = null;
  try {
    summary = JSON.parse(text) as DaySummary | null;
  } catch {
    console.error(`analytics: the stored summary of ${date} does not parse; reading the day's events`);
  }
  return summary?.version === daySummaryVersion && summary.date === date ? summary : null;
}

/** Stores a closed day's summary once; a concurrent writer computed the same bytes. */
export async function saveDaySummary(store: Store, summary: DaySummary): Promise<void> {
  await boundedWrite(
    store.setJSON(daySummaryKey(summary.date), summary, { onlyIfNew: true }),
    "analytics: storing a day summary",
  );
}

/** The dates that already have a stored summary. */
export async function summarizedDates(store: Store): Promise<Set<string>> {
  const { blobs } = await store.list({ prefix: daySummaryPrefix });
  return new Set(blobs.map(({ key }) => key.slice(daySummaryPrefix.length)));
}
