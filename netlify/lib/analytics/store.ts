/**
 * Analytics storage in Netlify Blobs (store "analytics"; layout and costs in
 * docs/analytics-storage.md):
 *
 *   events/{YYYY-MM-DD}/{HH}/{id}.v.{record}   one blob per visit, append-only
 *   events/{YYYY-MM-DD}/{HH}/{id}.g.{record}   one blob per goal completion
 *   events/{YYYY-MM-DD}/{HH}/{id}.b            one blob per bot request
 *   hours/v{version}/{YYYY-MM-DD}/{HH}     the partial summary of a closed UTC hour (JSON)
 *   days/v{version}/{YYYY-MM-DD}          the immutable summary of a closed day, in UTC (JSON)
 *   days/v{version}-{Zone~Name}/{YYYY-MM-DD}  the same, for a day in another time zone
 *
 * A raw event is written once under a fresh key with `onlyIfNew`, so no event can
 * overwrite another. Its key carries the whole (small, bounded) record, base64url
 * encoded: a `list` reads events with no `get` per event. The blob itself is empty.
 * `{HH}` is the UTC hour of the event's id: a day too large for one page of a listing is
 * read as its hours' listings, in parallel, so a flooded day takes the time of its
 * largest hour, not of all its pages in a row. Events stored before hours were added sit
 * directly under the day and are still read.
 *
 * An hour's partial (see `encodeHour` in core) holds its events, written once when the
 * hour is closed, so a day is read as one `get` per closed hour plus the listing of the
 * hours still open (see ./summary).
 */
import { createHash, randomBytes } from "node:crypto";
import type { Store } from "@netlify/blobs";
import {
  daySummaryVersion,
  decodeHour,
  encodeHour,
  goalNames,
  hourPartialVersion,
  utcDate,
  type HourEvents,
  type HourPartial,
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
const hourFolder = (id: string) => utcHour(eventIdTime(id));
const utcHour = (ms: number) => String(new Date(ms).getUTCHours()).padStart(2, "0");
/**
 * Where the summaries of closed days in `timeZone` live (a new version never reads an
 * older one). UTC keeps the folder it had before zones, so its summaries stay valid.
 */
export const daySummaryPrefixFor = (timeZone: string) =>
  timeZone === "UTC"
    ? `days/v${daySummaryVersion}/`
    : `days/v${daySummaryVersion}-${timeZone.replaceAll("/", "~")}/`;
/** Where a closed day's summary lives. */
export const daySummaryKey = (date: string, timeZone = "UTC") => `${daySummaryPrefixFor(timeZone)}${date}`;
export const daySummaryPrefix = daySummaryPrefixFor("UTC");
/** Where a closed UTC hour's partial summary lives, by the hour's start. */
export const hourPartialKey = (startMs: number) =>
  `hours/v${hourPartialVersion}/${utcDate(startMs)}/${utcHour(startMs)}`;

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
  const { visits, goals, engagement, botTimes } = parseKeys(keys);
  return { visits, goals, bots: botTimes.length, engagement };
}

function parseKeys(keys: readonly string[]) {
  const visits: VisitRecord[] = [];
  const goals: GoalRecord[] = [];
  const engagement: EngagementRecord[] = [];
  const botTimes: number[] = [];
  for (const key of keys) {
    const event = parseEventKey(key);
    if (event?.kind === "visit") visits.push(event.visit);
    else if (event?.kind === "engagement") engagement.push(event.engagement);
    else if (event?.kind === "goal") goals.push(event.goal);
    else if (event?.kind === "bot") botTimes.push(eventIdTime(event.id));
  }
  return { visits, goals, engagement, botTimes };
}

export interface DayEvents {
  visits: VisitRecord[];
  goals: GoalRecord[];
  bots: number;
  /** The engagement views sent, stored beside them (see ./analytics/engagement). */
  engagement: EngagementRecord[];
}

/**
 * The raw events of the UTC hour starting at `startMs`: its folder's listing, page after
 * page, and the keys of that hour among `legacy` (keys stored straight under the day,
 * before hour folders; see `dayFolders`).
 */
export async function readHourEvents(
  store: Store,
  startMs: number,
  legacy: readonly string[] = [],
): Promise<HourEvents> {
  const prefix = eventPrefix(utcDate(startMs));
  const keys = await listAll(store, `${prefix}${utcHour(startMs)}/`);
  const inHour = legacy.filter((key) => {
    const at = eventIdTime(key.slice(prefix.length));
    return at >= startMs && at < startMs + 3_600_000;
  });
  const { visits, goals, engagement, botTimes } = parseKeys([...keys, ...inHour]);
  return { visits, goals, engagement, bots: botTimes };
}

/** What a UTC day's folder holds, from one listing of its folders (usually one call). */
export interface DayFolders {
  /** The hours ("00"–"23") that have a folder, so any event. */
  hours: Set<string>;
  /** Keys stored straight under the day, before hour folders. */
  legacy: string[];
}

/** The hour folders of a UTC day, and the keys it stored before hours. */
export async function dayFolders(store: Store, date: string): Promise<DayFolders> {
  const prefix = eventPrefix(date);
  const folders: DayFolders = { hours: new Set(), legacy: [] };
  for await (const page of store.list({ prefix, directories: true, paginate: true })) {
    for (const { key } of page.blobs) folders.legacy.push(key);
    for (const directory of page.directories)
      folders.hours.add(directory.slice(prefix.length).replace(/\/$/, ""));
  }
  return folders;
}

/** Whether the UTC hour starting at `startMs` has any event, by its day's folders. */
export function hourHasEvents(folders: DayFolders, startMs: number): boolean {
  if (folders.hours.has(utcHour(startMs))) return true;
  const prefix = eventPrefix(utcDate(startMs));
  return folders.legacy.some((key) => {
    const at = eventIdTime(key.slice(prefix.length));
    return at >= startMs && at < startMs + 3_600_000;
  });
}

/** A closed hour's events from its stored partial; null when none is stored (or it does not parse). */
export async function readHourPartial(store: Store, startMs: number): Promise<HourEvents | null> {
  const text = await store.get(hourPartialKey(startMs), { type: "text" });
  if (text === null) return null;
  try {
    return decodeHour(startMs, JSON.parse(text) as HourPartial);
  } catch {
    console.error(
      `analytics: the stored partial of ${new Date(startMs).toISOString()} does not parse; reading its events`,
    );
    return null;
  }
}

/** Stores a closed hour's partial once; a concurrent writer computed the same bytes. */
export async function saveHourPartial(store: Store, startMs: number, events: HourEvents): Promise<void> {
  await storageDeadline(
    store.setJSON(hourPartialKey(startMs), encodeHour(startMs, events), { onlyIfNew: true }),
    1,
    "analytics: storing an hour's partial summary",
  );
}

/** The starts of the hours of `dates` (UTC) that already have a stored partial: one listing per date. */
export async function partialHours(store: Store, dates: readonly string[]): Promise<Set<number>> {
  const hours = new Set<number>();
  for (const date of dates) {
    const prefix = `hours/v${hourPartialVersion}/${date}/`;
    const { blobs } = await store.list({ prefix });
    for (const { key } of blobs) hours.add(Date.parse(`${date}T${key.slice(prefix.length)}:00:00.000Z`));
  }
  return hours;
}

/**
 * A closed day's stored summary, or null when it has not been computed yet (or what is
 * stored does not parse: the day is then computed from its raw events, which stay the
 * source of truth).
 */
export async function readDaySummary(
  store: Store,
  date: string,
  timeZone = "UTC",
): Promise<DaySummary | null> {
  const text = await store.get(daySummaryKey(date, timeZone), { type: "text" });
  if (text === null) return null;
  let summary: DaySummary | null = null;
  try {
    summary = JSON.parse(text) as DaySummary | null;
  } catch {
    console.error(`analytics: the stored summary of ${date} does not parse; reading the day's events`);
  }
  return summary?.version === daySummaryVersion &&
    summary.date === date &&
    (summary.timeZone ?? "UTC") === timeZone
    ? summary
    : null;
}

/** Stores a closed day's summary once; a concurrent writer computed the same bytes. */
export async function saveDaySummary(store: Store, summary: DaySummary): Promise<void> {
  await storageDeadline(
    store.setJSON(daySummaryKey(summary.date, summary.timeZone), summary, { onlyIfNew: true }),
    1,
    "analytics: storing a day summary",
  );
}

/** The dates that already have a stored summary in `timeZone`. */
export async function summarizedDates(store: Store, timeZone = "UTC"): Promise<Set<string>> {
  const prefix = daySummaryPrefixFor(timeZone);
  const { blobs } = await store.list({ prefix });
  return new Set(blobs.map(({ key }) => key.slice(prefix.length)));
}
