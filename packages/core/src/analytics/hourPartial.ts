/**
 * The partial summary of one UTC hour: its events, written once when the hour closes, so
 * a day is read as at most 25 small `get`s (one per closed hour) plus the listing of the
 * hours still open, instead of a listing of every event of the day.
 *
 * A partial keeps the hour's events themselves, compactly (every repeated string once, in
 * a table; times as offsets in the hour), not counts: a day is then summarised from its
 * hours' events by the same `summarizeDay` as from its raw events, so every figure that
 * depends on the whole day (a visitor's first visit for goal credit, a session's entry
 * page, an engagement sent in a later hour than its view, the application trails, the
 * day's top rows) comes out exactly the same. A day in a zone with a minutes offset takes
 * from its first and last hours only the events in its own bounds.
 */
import { summarizeDay, type SummarizeDayOptions } from "./aggregate";
import {
  unknownCountry,
  type BotHit,
  type DaySummary,
  type EngagementRecord,
  type GoalRecord,
  type VisitRecord,
} from "./records";
import { zonedDayBounds } from "../time/timezone";
import type { BlockReading } from "./blockReading";
import { goalNames, type BrowserName, type GoalName, type OsName } from "./types";

/** Bumped when the stored shape of a partial changes; an older one is then rebuilt from its hour's events. */
export const hourPartialVersion = 1;

/** The events of one hour, as read from its raw keys or from its partial. */
export interface HourEvents {
  visits: VisitRecord[];
  goals: GoalRecord[];
  engagement: EngagementRecord[];
  /** When bot requests came: their times, to the minute. */
  bots: number[];
  /** Those of them that came through an application's tag, each with what it was. */
  botHits?: BotHit[];
}

/** A visit: id, ms into the hour, then indexes into `strings` (-1: absent) and flags. */
type StoredVisit = [
  id: string,
  offset: number,
  page: number,
  browser: number,
  os: number,
  source: number,
  visitor: number,
  country: number,
  campaign: number,
  session: number,
  /** m: mobile, t: tablet, r: via ref, g: tagged browser, s: via a link in the résumé. */
  flags: string,
];
type StoredGoal = [id: string, offset: number, goal: number, visitor: number, campaign: number];

/** An hour's events as stored (JSON). */
export interface HourPartial {
  version: typeof hourPartialVersion;
  /** The hour's start, ISO 8601 UTC. */
  hour: string;
  strings: string[];
  visits: StoredVisit[];
  goals: StoredGoal[];
  /** A view's engagement; on a project's page, with its blocks as read. */
  engagement: Array<[view: string, seconds: number, depth: number, blocks?: BlockReading[]]>;
  /** Bot requests per minute of the hour ("0"–"59"). */
  bots: Record<string, number>;
  /** Bot requests through an application's tag: ms into the hour, then indexes into `strings`. */
  botHits?: Array<[offset: number, ref: number, bot: number, page: number]>;
}

/** The stored form of an hour's events (deterministic: the same events in any order give the same bytes). */
export function encodeHour(startMs: number, events: HourEvents): HourPartial {
  const strings: string[] = [];
  const index = new Map<string, number>();
  const intern = (value: string | undefined) => {
    if (value === undefined) return -1;
    let at = index.get(value);
    if (at === undefined) {
      at = strings.push(value) - 1;
      index.set(value, at);
    }
    return at;
  };
  const byId = <T extends { id: string }>(items: readonly T[]) =>
    [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const visits = byId(events.visits).map((visit): StoredVisit => [
    visit.id,
    visit.timestamp - startMs,
    intern(visit.pageUrl),
    intern(visit.browser),
    intern(visit.os),
    intern(visit.trafficSource),
    intern(visit.visitor),
    intern(visit.country === unknownCountry ? undefined : visit.country),
    intern(visit.campaign),
    intern(visit.session),
    `${visit.isMobile ? "m" : ""}${visit.isTablet ? "t" : ""}${visit.viaRef ? "r" : ""}${visit.tagged ? "g" : ""}${visit.viaResume ? "s" : ""}${visit.linkClosed ? "c" : ""}`,
  ]);
  const goals = byId(events.goals).map((goal): StoredGoal => [
    goal.id,
    goal.timestamp - startMs,
    goalNames.indexOf(goal.goal),
    intern(goal.visitor),
    intern(goal.campaign),
  ]);
  const engagement = [...events.engagement]
    .sort(
      (a, b) =>
        compare(a.view, b.view) ||
        a.seconds - b.seconds ||
        a.depth - b.depth ||
        compare(JSON.stringify(a.blocks ?? ""), JSON.stringify(b.blocks ?? "")),
    )
    .map((record): HourPartial["engagement"][number] =>
      record.blocks
        ? [record.view, record.seconds, record.depth, record.blocks]
        : [record.view, record.seconds, record.depth],
    );
  const bots: Record<string, number> = {};
  for (const at of [...events.bots].sort((a, b) => a - b)) {
    const minute = String(Math.floor((at - startMs) / 60_000));
    bots[minute] = (bots[minute] ?? 0) + 1;
  }
  const botHits = [...(events.botHits ?? [])]
    .sort((a, b) => a.at - b.at || compare(a.ref, b.ref) || compare(a.bot, b.bot) || compare(a.page, b.page))
    .map((hit): [number, number, number, number] => [
      hit.at - startMs,
      intern(hit.ref),
      intern(hit.bot),
      intern(hit.page),
    ]);
  return {
    version: hourPartialVersion,
    hour: new Date(startMs).toISOString(),
    strings,
    visits,
    goals,
    engagement,
    bots,
    ...(botHits.length > 0 ? { botHits } : {}),
  };
}

/** The events of a stored hour; null when what is stored is not a partial of this version and hour. */
export function decodeHour(startMs: number, partial: HourPartial | null | undefined): HourEvents | null {
  if (
    !partial ||
    partial.version !== hourPartialVersion ||
    partial.hour !== new Date(startMs).toISOString() ||
    !Array.isArray(partial.strings)
  )
    return null;
  const text = (at: number) => (at < 0 ? undefined : partial.strings[at]);
  const visits = partial.visits.map(
    ([id, offset, page, browser, os, source, visitor, country, campaign, session, flags]): VisitRecord => {
      const campaignLabel = text(campaign);
      const sessionHash = text(session);
      return {
        id,
        timestamp: startMs + offset,
        pageUrl: text(page)!,
        browser: text(browser) as BrowserName,
        os: text(os) as OsName,
        isMobile: flags.includes("m"),
        isTablet: flags.includes("t"),
        trafficSource: text(source)!,
        visitor: text(visitor)!,
        country: text(country) ?? unknownCountry,
        ...(campaignLabel === undefined ? {} : { campaign: campaignLabel }),
        ...(sessionHash === undefined ? {} : { session: sessionHash }),
        ...(flags.includes("r") ? { viaRef: true as const } : {}),
        ...(flags.includes("g") ? { tagged: true as const } : {}),
        ...(flags.includes("s") ? { viaResume: true as const } : {}),
        ...(flags.includes("c") ? { linkClosed: true as const } : {}),
      };
    },
  );
  const goals = partial.goals.map(([id, offset, goal, visitor, campaign]): GoalRecord => {
    const visitorHash = text(visitor);
    const campaignLabel = text(campaign);
    return {
      id,
      timestamp: startMs + offset,
      goal: goalNames[goal] as GoalName,
      ...(visitorHash === undefined ? {} : { visitor: visitorHash }),
      ...(campaignLabel === undefined ? {} : { campaign: campaignLabel }),
    };
  });
  const engagement = partial.engagement.map(([view, seconds, depth, blocks]) => ({
    view,
    seconds,
    depth,
    ...(blocks ? { blocks } : {}),
  }));
  const bots = Object.entries(partial.bots).flatMap(([minute, count]) =>
    Array.from({ length: count }, () => startMs + Number(minute) * 60_000),
  );
  const botHits = (partial.botHits ?? []).map(([offset, ref, bot, page]) => ({
    at: startMs + offset,
    ref: text(ref)!,
    bot: text(bot)!,
    page: text(page)!,
  }));
  return { visits, goals, engagement, bots, ...(botHits.length > 0 ? { botHits } : {}) };
}

/**
 * The summary of `date` in `timeZone` from the events of the hours it overlaps (see
 * `dayHours`): those of its events inside the day's bounds, summarised as one day.
 */
export function summarizeHours(
  date: string,
  timeZone: string,
  hours: readonly HourEvents[],
  options: Omit<SummarizeDayOptions, "goals" | "engagement"> = {},
): DaySummary {
  const { visits, goals, engagement, bots, botHits = [] } = eventsOfDay(date, timeZone, hours);
  const summary = summarizeDay(date, visits, bots.length, { ...options, goals, engagement });
  const applicationBots = dayBotHits(botHits);
  return {
    ...summary,
    ...(timeZone === "UTC" ? {} : { timeZone }),
    ...(applicationBots.length > 0 ? { applicationBots } : {}),
  };
}

/** The events of `date` in `timeZone` among those of its hours. */
export function eventsOfDay(date: string, timeZone: string, hours: readonly HourEvents[]): HourEvents {
  const { fromMs, toMs } = zonedDayBounds(date, timeZone);
  const inDay = (at: number) => at >= fromMs && at <= toMs;
  return {
    visits: hours.flatMap((hour) => hour.visits.filter((visit) => inDay(visit.timestamp))),
    goals: hours.flatMap((hour) => hour.goals.filter((goal) => inDay(goal.timestamp))),
    // An engagement lives beside its view (same hour) and only counts for a view of the day.
    engagement: hours.flatMap((hour) => hour.engagement),
    bots: hours.flatMap((hour) => hour.bots.filter(inDay)),
    botHits: hours.flatMap((hour) => (hour.botHits ?? []).filter((hit) => inDay(hit.at))),
  };
}

/** Bot requests on applications' links a day keeps: the latest. */
export const botHitsPerDay = 200;

/** A day's bot requests on applications' links, oldest first, the latest `botHitsPerDay`. */
export function dayBotHits(hits: readonly BotHit[]): BotHit[] {
  return [...hits]
    .sort((a, b) => a.at - b.at || compare(a.ref, b.ref) || compare(a.bot, b.bot) || compare(a.page, b.page))
    .slice(-botHitsPerDay);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
