/**
 * The analytics key codecs and where everything lives in the `analytics` store. Every part
 * of the server that needs an event's key, id or time, or where a partial or a summary
 * lives (the store's modules, benches, tests), asks here instead of writing a key itself.
 * Layout and costs: docs/analytics-storage.md.
 *
 *   events/{YYYY-MM-DD}/{HH}/{id}.v.{record}   one blob per visit, append-only
 *   events/{YYYY-MM-DD}/{HH}/{id}.g.{record}   one blob per goal completion
 *   events/{YYYY-MM-DD}/{HH}/{id}.b            one blob per bot request
 *   events/{YYYY-MM-DD}/{HH}/{id}.b.{record}   one through an application's tag (its tag, label, page)
 *   events/{YYYY-MM-DD}/{HH}/{id}.e.{s}.{d}    a view's engagement, and its blocks on a project's page (./engagement-key)
 *   hours/v{version}/{YYYY-MM-DD}/{HH}     the partial summary of a closed UTC hour (JSON)
 *   days/v{version}/{YYYY-MM-DD}          the immutable summary of a closed day, in UTC (JSON)
 *   days/v{version}-{Zone~Name}/{YYYY-MM-DD}  the same, for a day in another time zone
 *   applications/owned                    the owner's applications (./store)
 *   applications/signals/{ref}            an application's signal state (./application-signals)
 *   applications/browsers/{YYYY-MM-DD}/{hash}  a browser's application that day (./application-signals)
 *   limits/{stored,dropped}/{YYYY-MM-DD}/{slot}  the daily bound's blocks (./daily-cap)
 *
 * An event's key carries its whole (small, bounded) record, base64url encoded, so a
 * `list` reads events with no `get` per event; the blob itself is empty. `{HH}` is the
 * UTC hour of the event's id. Before 1.0 a layout change wipes development stores (see
 * CONTRIBUTING): nothing here reads an older layout.
 */
import { randomBytes } from "node:crypto";
import {
  daySummaryVersion,
  goalNames,
  hourPartialVersion,
  unknownCountry,
  utcDate,
  type BotHit,
  type BrowserName,
  type EngagementRecord,
  type GoalName,
  type GoalRecord,
  type OsName,
  type VisitRecord,
} from "../core";
import { parseEngagementPayload } from "./engagement-key";

/** The prefix under which a day's raw events live. */
export const eventPrefix = (date: string) => `events/${date}/`;
/** The folder of an event's hour within its day: the UTC hour of its id's time. */
const hourFolder = (id: string) => utcHour(eventIdTime(id));
/** "00" to "23": the folder of the UTC hour a moment is in. */
export const utcHour = (ms: number) => String(new Date(ms).getUTCHours()).padStart(2, "0");
/** The folder of the UTC hour starting at `startMs`, under its day. */
export const hourEventPrefix = (startMs: number) => `${eventPrefix(utcDate(startMs))}${utcHour(startMs)}/`;
/**
 * Where the summaries of closed days in `timeZone` live (a new version never reads an
 * older one): UTC's under the bare version, another zone's under the version and its name.
 */
export const daySummaryPrefixFor = (timeZone: string) =>
  timeZone === "UTC"
    ? `days/v${daySummaryVersion}/`
    : `days/v${daySummaryVersion}-${timeZone.replaceAll("/", "~")}/`;
/** Where a closed day's summary lives. */
export const daySummaryKey = (date: string, timeZone = "UTC") => `${daySummaryPrefixFor(timeZone)}${date}`;
export const daySummaryPrefix = daySummaryPrefixFor("UTC");
/** Where the partial summaries of a UTC day's closed hours live. */
export const hourPartialPrefix = (date: string) => `hours/v${hourPartialVersion}/${date}/`;
/** Where a closed UTC hour's partial summary lives, by the hour's start. */
export const hourPartialKey = (startMs: number) =>
  `${hourPartialPrefix(utcDate(startMs))}${utcHour(startMs)}`;

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
    `${visit.viaRef ? "r" : ""}${visit.tagged ? "t" : ""}${visit.viaResume ? "s" : ""}${visit.linkClosed ? "c" : ""}`,
  ]);
}

/** The key that stores a goal completion. */
export function goalKey(date: string, goal: GoalRecord): string {
  return eventKey(date, goal.id, "g", [goal.goal, goal.visitor ?? "", goal.campaign ?? ""]);
}

function eventKey(date: string, id: string, kind: "v" | "g" | "b", fields: string[]): string {
  const encoded = Buffer.from(fields.join(FIELD_SEPARATOR), "utf8").toString("base64url");
  const segments = encoded.match(new RegExp(`.{1,${SEGMENT}}`, "g")) ?? [""];
  return `${eventPrefix(date)}${hourFolder(id)}/${id}.${kind}.${segments.join("/")}`;
}

/**
 * The key that counts a bot request: nothing about it is kept, unless it came through an
 * application's tag (`hit`): then its tag, its label and its page, for the timeline.
 */
export function botKey(date: string, id: string, hit?: Omit<BotHit, "at">): string {
  if (!hit) return `${eventPrefix(date)}${hourFolder(id)}/${id}.b`;
  return eventKey(date, id, "b", [hit.ref, hit.bot, hit.page]);
}

export type StoredEvent =
  | { kind: "visit"; visit: VisitRecord }
  | { kind: "goal"; goal: GoalRecord }
  | { kind: "bot"; id: string; hit?: BotHit }
  | { kind: "engagement"; engagement: EngagementRecord };

/** Reads an event back from its key; undefined for keys that are not events (or do not parse). */
export function parseEventKey(key: string): StoredEvent | undefined {
  const match = /^events\/\d{4}-\d{2}-\d{2}\/\d{2}\/([0-9a-z]{9}[0-9a-f]{12})\.(v|g|b|e)(?:\.(.+))?$/.exec(
    key,
  );
  if (!match) return;
  const [, id, kind, payload] = match as unknown as [
    string,
    string,
    "v" | "g" | "b" | "e",
    string | undefined,
  ];
  if (kind === "b" && !payload) return { kind: "bot", id };
  if (kind === "e") {
    const engagement = parseEngagementPayload(id, payload);
    return engagement && { kind: "engagement", engagement };
  }
  if (!payload) return;
  const fields = Buffer.from(payload.replaceAll("/", ""), "base64url")
    .toString("utf8")
    .split(FIELD_SEPARATOR);
  if (kind === "b") {
    const [ref, bot, page] = fields;
    if (fields.length !== 3 || !ref || !bot || !page) return { kind: "bot", id };
    return { kind: "bot", id, hit: { at: eventIdTime(id), ref, bot, page } };
  }
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
  if (fields.length !== 10) return;
  const [pageUrl, browser, os, flags, trafficSource, visitor, country, campaign, session, application] =
    fields as [string, BrowserName, OsName, string, string, string, string, string, string, string];
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
      ...(application?.includes("s") ? { viaResume: true as const } : {}),
      ...(application?.includes("c") ? { linkClosed: true as const } : {}),
    },
  };
}
