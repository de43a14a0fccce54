/**
 * Analytics storage in Netlify Blobs (store "analytics"; layout and costs in
 * docs/analytics-storage.md):
 *
 *   events/{YYYY-MM-DD}/{HH}/{id}.v.{record}   one blob per visit, append-only
 *   events/{YYYY-MM-DD}/{HH}/{id}.g.{record}   one blob per goal completion
 *   events/{YYYY-MM-DD}/{HH}/{id}.b            one blob per bot request
 *   days/v{version}/{YYYY-MM-DD}          the immutable summary of a closed day (JSON)
 *
 * A raw event is written once under a fresh key with `onlyIfNew`, so no event can
 * overwrite another. Its key carries the whole (small, bounded) record, base64url
 * encoded: a `list` reads events with no `get` per event. The blob itself is empty.
 * `{HH}` is the UTC hour of the event's id: a day too large for one page of a listing is
 * read as its hours' listings, in parallel, so a flooded day takes the time of its
 * largest hour, not of all its pages in a row. Events stored before hours were added sit
 * directly under the day and are still read.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Store } from "@netlify/blobs";
import {
  daySummaryVersion,
  goalNames,
  unknownCountry,
  type BrowserName,
  type DaySummary,
  type EngagementRecord,
  type GoalName,
  type GoalRecord,
  type OsName,
  type VisitRecord,
} from "../core";
import { blobsStore, storageDeadline } from "../blobs";
import { mapLimit } from "../concurrency";
import { parseEngagementPayload } from "./engagement-key";

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
/** The folder of an event's hour within its day: the UTC hour of its id's time. */
const hourFolder = (id: string) => String(new Date(eventIdTime(id)).getUTCHours()).padStart(2, "0");
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

/** A short one-way hash of a session id (entry pages need only to tell sessions apart). */
export function sessionHash(sessionId: string): string {
  return createHash("sha256")
    .update(`pmfolio-analytics-session\n${sessionId}`)
    .digest("base64url")
    .slice(0, 10);
}

/**
 * The key that stores a visit (the record is in the key; see the module note). At most
 * about 570 bytes: a 200-character path, an 80-character source and a 64-character
 * campaign, base64url encoded, stay under the 600-byte key limit.
 */
export function visitKey(date: string, visit: VisitRecord): string {
  const flags = `${visit.isMobile ? "m" : ""}${visit.isTablet ? "t" : ""}`;
  const country = visit.country === unknownCountry ? "" : (visit.country ?? "");
  return eventKey(date, visit.id, "v", [
    visit.pageUrl,
    visit.browser,
    visit.os,
    flags,
    visit.trafficSource,
    visit.visitor,
    country,
    visit.campaign ?? "",
    visit.session ?? "",
    `${visit.viaRef ? "r" : ""}${visit.tagged ? "t" : ""}`,
  ]);
}

/** The key that stores a goal completion. */
export function goalKey(date: string, goal: GoalRecord): string {
  return eventKey(date, goal.id, "g", [goal.goal, goal.visitor ?? "", goal.campaign ?? ""]);
}

function eventKey(date: string, id: string, kind: "v" | "g", fields: string[]): string {
  const encoded = Buffer.from(fields.join(FIELD_SEPARATOR), "utf8").toString("base64url");
  const segments = encoded.match(new RegExp(`.{1,${SEGMENT}}`, "g")) ?? [""];
  return `${eventPrefix(date)}${hourFolder(id)}/${id}.${kind}.${segments.join("/")}`;
}

/** The key that counts a bot request (nothing about it is kept). */
export function botKey(date: string, id: string): string {
  return `${eventPrefix(date)}${hourFolder(id)}/${id}.b`;
}

export type StoredEvent =
  | { kind: "visit"; visit: VisitRecord }
  | { kind: "goal"; goal: GoalRecord }
  | { kind: "bot"; id: string }
  | { kind: "engagement"; engagement: EngagementRecord };

/** Reads an event back from its key; undefined for keys that are not events (or do not parse). */
export function parseEventKey(key: string): StoredEvent | undefined {
  const match =
    /^events\/\d{4}-\d{2}-\d{2}\/(?:\d{2}\/)?([0-9a-z]{9}[0-9a-f]{12})\.(v|g|b|e)(?:\.(.+))?$/.exec(key);
  if (!match) return;
  const [, id, kind, payload] = match as unknown as [
    string,
    string,
    "v" | "g" | "b" | "e",
    string | undefined,
  ];
  if (kind === "b") return { kind: "bot", id };
  if (kind === "e") {
    const engagement = parseEngagementPayload(id, payload);
    return engagement && { kind: "engagement", engagement };
  }
  if (!payload) return;
  const fields = Buffer.from(payload.replaceAll("/", ""), "base64url")
    .toString("utf8")
    .split(FIELD_SEPARATOR);
  if (kind === "g") {
    const [goal, visitor, campaign] = fields;
    if (fields.length !== 3 || !goalNames.includes(goal as GoalName)) return;
    return {
      kind: "goal",
      goal: {
        id,
        timestamp: eventIdTime(id),
        goal: goal as GoalName,
        ...(visitor ? { visitor } : {}),
        ...(campaign ? { campaign } : {}),
      },
    };
  }
  // Six fields: a visit stored before countries, campaigns and sessions were recorded;
  // nine: before application flags.
  if (fields.length !== 6 && fields.length !== 9 && fields.length !== 10) return;
  const [pageUrl, browser, os, flags, trafficSource, visitor, country, campaign, session, application] =
    fields as [
      string,
      BrowserName,
      OsName,
      string,
      string,
      string,
      string | undefined,
      string | undefined,
      string | undefined,
      string | undefined,
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
      country: country || unknownCountry,
      ...(campaign ? { campaign } : {}),
      ...(session ? { session } : {}),
      ...(application?.includes("r") ? { viaRef: true as const } : {}),
      ...(application?.includes("t") ? { tagged: true as const } : {}),
    },
  };
}

/**
 * Writes a key that must not exist yet; a (practically impossible) id clash retries with
 * a new id. Resolves to the id written.
 */
async function appendOnce(
  store: Store,
  makeKey: (id: string) => string,
  nowMs: number,
  id?: string,
): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const eventId = attempt === 0 && id ? id : newEventId(nowMs);
    const { modified } = await storageDeadline(
      store.set(makeKey(eventId), "", { onlyIfNew: true }),
      1,
      "analytics: storing an event",
    );
    if (modified) return eventId;
  }
  throw new Error("analytics: could not find a free event key");
}

/** Appends a visit to its day (the day of `visit.timestamp`, UTC); resolves to its id. */
export function appendVisit(store: Store, date: string, visit: Omit<VisitRecord, "id"> & { id?: string }) {
  return appendOnce(store, (id) => visitKey(date, { ...visit, id }), visit.timestamp, visit.id);
}

/** Appends a goal completion to its day. */
export function appendGoal(store: Store, date: string, goal: Omit<GoalRecord, "id">) {
  return appendOnce(store, (id) => goalKey(date, { ...goal, id }), goal.timestamp);
}

/** Counts a bot request on its day. */
export function appendBot(store: Store, date: string, nowMs: number) {
  return appendOnce(store, (id) => botKey(date, id), nowMs);
}

/** How many hour listings of a day run at once. */
const PARALLEL_HOURS = 8;
/** Keys in a full page of a listing on the platform: a first page this full has more behind it. */
const LIST_PAGE_KEYS = 1000;

/**
 * Every event of a day. A day that fits in one page of a listing (nearly every day) is
 * one `list` call. A larger one is read hour by hour instead, eight hours at once, so it
 * takes about the time of its largest hour rather than of all its pages one after
 * another; a day stored before hour folders (keys straight under the day) is listed
 * whole, as it was written.
 */
export async function readDayEvents(store: Store, date: string): Promise<DayEvents> {
  const prefix = eventPrefix(date);
  const pages = store.list({ prefix, paginate: true })[Symbol.asyncIterator]();
  const first = await pages.next();
  const firstKeys = first.done ? [] : first.value.blobs.map(({ key }) => key);
  if (firstKeys.length < LIST_PAGE_KEYS) return parseDay(firstKeys);
  await pages.return?.();
  return parseDay((await listByHour(store, prefix)) ?? (await listAll(store, prefix)));
}

/** Every key under `prefix`, page after page. */
async function listAll(store: Store, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of store.list({ prefix, paginate: true })) {
    for (const { key } of page.blobs) keys.push(key);
  }
  return keys;
}

/** Every key of a day, listed hour folder by hour folder; null for a day with keys outside them. */
async function listByHour(store: Store, prefix: string): Promise<string[] | null> {
  const hours: string[] = [];
  for await (const page of store.list({ prefix, directories: true, paginate: true })) {
    if (page.blobs.length) return null;
    for (const directory of page.directories) {
      if (!/^\d{2}$/.test(directory.slice(prefix.length))) return null; // an older key split into segments
      hours.push(`${directory}/`);
    }
  }
  return (await mapLimit(hours, PARALLEL_HOURS, (hour) => listAll(store, hour))).flat();
}

function parseDay(keys: readonly string[]): DayEvents {
  const visits: VisitRecord[] = [];
  const goals: GoalRecord[] = [];
  const engagement: EngagementRecord[] = [];
  let bots = 0;
  for (const key of keys) {
    const event = parseEventKey(key);
    if (event?.kind === "visit") visits.push(event.visit);
    else if (event?.kind === "engagement") engagement.push(event.engagement);
    else if (event?.kind === "goal") goals.push(event.goal);
    else if (event?.kind === "bot") bots += 1;
  }
  return { visits, goals, bots, engagement };
}

export interface DayEvents {
  visits: VisitRecord[];
  goals: GoalRecord[];
  bots: number;
  /** The engagement views sent, stored beside them (see ./analytics/engagement). */
  engagement: EngagementRecord[];
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
  await storageDeadline(
    store.setJSON(daySummaryKey(summary.date), summary, { onlyIfNew: true }),
    1,
    "analytics: storing a day summary",
  );
}

/** The dates that already have a stored summary. */
export async function summarizedDates(store: Store): Promise<Set<string>> {
  const { blobs } = await store.list({ prefix: daySummaryPrefix });
  return new Set(blobs.map(({ key }) => key.slice(daySummaryPrefix.length)));
}
