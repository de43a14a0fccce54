/**
 * Raw analytics events (keys in ./keys): appended once each, never rewritten, and read
 * back by listing a day, or an hour, of keys: no `get` per event.
 */
import type { Store } from "@netlify/blobs";
import type { BotHit, EngagementRecord, GoalRecord, HourEvents, VisitRecord } from "../core";
import { storageDeadline } from "../blobs";
import { mapLimit } from "../concurrency";
import {
  botKey,
  eventIdTime,
  eventPrefix,
  goalKey,
  hourEventPrefix,
  newEventId,
  parseEventKey,
  utcHour,
  visitKey,
} from "./keys";

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

/** Counts a bot request on its day; one through an application's tag keeps what the timeline shows (`hit`). */
export function appendBot(store: Store, date: string, nowMs: number, hit?: Omit<BotHit, "at">) {
  return appendOnce(store, (id) => botKey(date, id, hit), nowMs);
}

/** How many hour listings of a day run at once. */
const PARALLEL_HOURS = 8;
/** Keys in a full page of a listing on the platform: a first page this full has more behind it. */
const LIST_PAGE_KEYS = 1000;

/**
 * Every event of a day. A day that fits in one page of a listing (nearly every day) is
 * one `list` call. A larger one is read hour by hour instead, eight hours at once, so it
 * takes about the time of its largest hour rather than of all its pages one after
 * another.
 */
export async function readDayEvents(store: Store, date: string): Promise<DayEvents> {
  const prefix = eventPrefix(date);
  const pages = store.list({ prefix, paginate: true })[Symbol.asyncIterator]();
  const first = await pages.next();
  const firstKeys = first.done ? [] : first.value.blobs.map(({ key }) => key);
  if (firstKeys.length < LIST_PAGE_KEYS) return parseDay(firstKeys);
  await pages.return?.();
  return parseDay(await listByHour(store, prefix));
}

/** Every key under `prefix`, page after page. */
async function listAll(store: Store, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of store.list({ prefix, paginate: true })) {
    for (const { key } of page.blobs) keys.push(key);
  }
  return keys;
}

/** Every key of a day, listed hour folder by hour folder. */
async function listByHour(store: Store, prefix: string): Promise<string[]> {
  const hours: string[] = [];
  for await (const page of store.list({ prefix, directories: true, paginate: true })) {
    for (const directory of page.directories) hours.push(`${directory}/`);
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
  const botHits: BotHit[] = [];
  for (const key of keys) {
    const event = parseEventKey(key);
    if (event?.kind === "visit") visits.push(event.visit);
    else if (event?.kind === "engagement") engagement.push(event.engagement);
    else if (event?.kind === "goal") goals.push(event.goal);
    else if (event?.kind === "bot") {
      botTimes.push(eventIdTime(event.id));
      if (event.hit) botHits.push(event.hit);
    }
  }
  return { visits, goals, engagement, botTimes, botHits };
}

export interface DayEvents {
  visits: VisitRecord[];
  goals: GoalRecord[];
  bots: number;
  /** The engagement views sent, stored beside them (see ./analytics/engagement). */
  engagement: EngagementRecord[];
}

/** The raw events of the UTC hour starting at `startMs`: its folder's listing, page after page. */
export async function readHourEvents(store: Store, startMs: number): Promise<HourEvents> {
  const { visits, goals, engagement, botTimes, botHits } = parseKeys(
    await listAll(store, hourEventPrefix(startMs)),
  );
  return { visits, goals, engagement, bots: botTimes, ...(botHits.length > 0 ? { botHits } : {}) };
}

/** The hours ("00"–"23") of a UTC day that have a folder, so any event: one listing of its folders (usually one call). */
export async function dayHourFolders(store: Store, date: string): Promise<Set<string>> {
  const prefix = eventPrefix(date);
  const hours = new Set<string>();
  for await (const page of store.list({ prefix, directories: true, paginate: true })) {
    for (const directory of page.directories) hours.add(directory.slice(prefix.length).replace(/\/$/, ""));
  }
  return hours;
}

/** Whether the UTC hour starting at `startMs` has any event, by its day's hour folders. */
export function hourHasEvents(hours: ReadonlySet<string>, startMs: number): boolean {
  return hours.has(utcHour(startMs));
}
