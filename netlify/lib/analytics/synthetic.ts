/**
 * Realistic synthetic visits for demos (`pnpm seed`), the benchmark and tests: a
 * portfolio's traffic mix (mostly the home page, LinkedIn and direct visits, a third
 * on phones), returning visitors, weekday peaks and a few bots. Deterministic for a
 * given seed, so a benchmark or a test sees the same data every run.
 */
import type { Store } from "@netlify/blobs";
import {
  utcDate,
  type BrowserName,
  type GoalName,
  type GoalRecord,
  type OsName,
  type VisitRecord,
} from "../core";
import { appendBot, appendGoal, appendVisit, newEventId, visitorHash } from "./store";

type Weighted<T> = ReadonlyArray<readonly [T, number]>;

const pages: Weighted<string> = [
  ["/", 60],
  ["/projects/interview-coach", 10],
  ["/projects/personal-cloud", 8],
  ["/projects/mobile-self-service", 7],
  ["/projects/magic-leap", 7],
  ["/admin/contacts", 1],
  ["/analytics", 2],
  ["/resume", 1],
];

const sources: Weighted<string> = [
  ["Direct", 34],
  ["LinkedIn", 28],
  ["Google", 12],
  ["Email", 6],
  ["GitHub", 4],
  ["X/Twitter", 3],
  ["Indeed", 3],
  ["Glassdoor", 2],
  ["Wellfound", 2],
  ["Bing", 2],
  ["DuckDuckGo", 1],
  ["Hacker News", 1],
  ["Reddit", 1],
  ["medium.com", 1],
];

const countries: Weighted<string> = [
  ["US", 40],
  ["GB", 12],
  ["DE", 10],
  ["CA", 8],
  ["IN", 8],
  ["FR", 5],
  ["NL", 4],
  ["Unknown", 3],
];

/** Most visits carry no campaign; the rest came through tagged links. */
const campaigns: Weighted<string | undefined> = [
  [undefined, 80],
  ["acme-pm-role", 8],
  ["globex-senior-pm", 5],
  ["linkedin", 4],
  ["newsletter", 3],
];

/** Per visit, the chance of each goal completion following it. */
const goalChances: Array<[GoalName, number]> = [
  ["resume-download", 0.06],
  ["contact-sent", 0.015],
  ["booking-click", 0.02],
  ["profile-click", 0.04],
];

interface DeviceProfile {
  browser: BrowserName;
  os: OsName;
  isMobile: boolean;
  isTablet: boolean;
}

const devices: Weighted<DeviceProfile> = [
  [{ browser: "Chrome", os: "Windows", isMobile: false, isTablet: false }, 24],
  [{ browser: "Edge", os: "Windows", isMobile: false, isTablet: false }, 8],
  [{ browser: "Chrome", os: "macOS", isMobile: false, isTablet: false }, 14],
  [{ browser: "Safari", os: "macOS", isMobile: false, isTablet: false }, 10],
  [{ browser: "Firefox", os: "Linux", isMobile: false, isTablet: false }, 3],
  [{ browser: "Firefox", os: "Windows", isMobile: false, isTablet: false }, 3],
  [{ browser: "Safari", os: "iOS", isMobile: true, isTablet: false }, 18],
  [{ browser: "Chrome", os: "Android", isMobile: true, isTablet: false }, 12],
  [{ browser: "Unknown", os: "Android", isMobile: true, isTablet: false }, 2],
  [{ browser: "Safari", os: "iOS", isMobile: true, isTablet: true }, 4],
  [{ browser: "Opera", os: "Windows", isMobile: false, isTablet: false }, 1],
  [{ browser: "Chrome", os: "Linux", isMobile: false, isTablet: false }, 1],
];

/** A small, fast, seedable generator (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, options: Weighted<T>): T {
  const total = options.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of options) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return options[options.length - 1]![0];
}

export interface SyntheticOptions {
  /** Visits to make. */
  events: number;
  /** Spread over this many UTC days, ending with the day of `now`. @defaultValue 90 */
  days?: number;
  /** No visit is later than this. @defaultValue the current time */
  now?: Date;
  /** @defaultValue 1 */
  seed?: number;
  /** Bots per 100 visits. @defaultValue 8 */
  botsPerHundred?: number;
}

export interface SyntheticData {
  visits: VisitRecord[];
  /** Goal completions, each after one of the visits. */
  goals: GoalRecord[];
  /** Timestamps of bot requests. */
  bots: number[];
}

/**
 * Visits spread over the last `days` days: weekdays busier than weekends, office
 * hours busier than nights, and about 45% of visits from returning visitors.
 */
export function syntheticVisits({
  events,
  days = 90,
  now = new Date(),
  seed = 1,
  botsPerHundred = 8,
}: SyntheticOptions): SyntheticData {
  const random = seededRandom(seed);
  // A stream of its own, so countries, campaigns and goals leave the visits' figures as they were.
  const extra = seededRandom(seed + 7919);
  const end = now.getTime();
  const start = Date.parse(`${utcDate(end)}T00:00:00.000Z`) - (days - 1) * 86_400_000;
  const moment = () => {
    for (;;) {
      const t = start + Math.floor(random() * (end - start));
      const date = new Date(t);
      const weekday = date.getUTCDay() % 6 !== 0 ? 1 : 0.45;
      const hour = date.getUTCHours();
      const daytime = hour >= 8 && hour <= 20 ? 1 : 0.35;
      if (random() < weekday * daytime) return t;
    }
  };
  const visitors: string[] = [];
  const visits: VisitRecord[] = [];
  const goals: GoalRecord[] = [];
  for (let index = 0; index < events; index += 1) {
    const returning = visitors.length > 0 && random() < 0.45;
    const visitor = returning
      ? visitors[Math.floor(random() * visitors.length)]!
      : visitorHash(`synthetic-${seed}-${visitors.length}`);
    if (!returning) visitors.push(visitor);
    const timestamp = moment();
    visits.push({
      id: syntheticId(timestamp, random),
      timestamp,
      pageUrl: pick(random, pages),
      trafficSource: pick(random, sources),
      visitor,
      ...pick(random, devices),
      country: pick(extra, countries),
      session: `synthetic-${seed}-${index}`,
      ...optional("campaign", pick(extra, campaigns)),
    });
    for (const [goal, chance] of goalChances) {
      if (extra() >= chance || timestamp + 60_000 > end) continue;
      goals.push({
        id: syntheticId(timestamp + 60_000, extra),
        timestamp: timestamp + 60_000,
        goal,
        visitor,
      });
    }
  }
  const bots = Array.from({ length: Math.round((events * botsPerHundred) / 100) }, moment);
  return { visits, goals, bots };
}

function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

/** An event id from the seeded generator (real events use random bytes). */
function syntheticId(timestamp: number, random: () => number): string {
  const noise = Math.floor(random() * 2 ** 48)
    .toString(16)
    .padStart(12, "0");
  return newEventId(timestamp).slice(0, 9) + noise;
}

/** Writes synthetic events through the storage module, `parallel` at a time. */
export async function writeSynthetic(
  store: Store,
  { visits, goals, bots }: SyntheticData,
  parallel = 32,
): Promise<void> {
  const tasks: Array<() => Promise<void>> = [
    ...visits.map((visit) => () => appendVisit(store, utcDate(visit.timestamp), visit)),
    ...goals.map((goal) => () => appendGoal(store, utcDate(goal.timestamp), goal)),
    ...bots.map((timestamp) => () => appendBot(store, utcDate(timestamp), timestamp)),
  ];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]!();
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}
