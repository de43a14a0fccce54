/**
 * An application's signals (./applicationSignals), derived from the day trails the
 * summary already reads (./attribution): nothing here reads storage, so the events cost
 * no call per application or per event.
 *
 * - `opened`: the first attributed view.
 * - `read-to-end`: a project page view that reached `readToEndDepth` percent with at
 *   least `readToEndSeconds` visible. The tracker sends one engagement per view: the
 *   seconds the page was visible with the visitor active, and the deepest point reached;
 *   so "10 s visible" is the whole view's visible time, not the time spent past 90 %.
 * - `returned`: the first view of each later day (in the owner's time zone) than the first.
 * - `forwarded`: a view through the application's own tag from a second browser on the
 *   same UTC day (the visitor hash, which is per browser), or from a country not seen
 *   before on that tag. The day is UTC because the browser comparison at ingest is keyed
 *   with the analytics' daily salt, which rotates at midnight UTC.
 * - `resume-link-opened`: a view through the tag whose `utm_source` is `resumeLinkSource`.
 * - `case-study-opened`: the first view, through the tag while its link was open, of a private
 *   case study the owner shares with the application (its `privateProjects`): the page the link
 *   unlocked, once per case study.
 * - `resume-downloaded`, `booking-clicked`, `message-sent`: the attributed goals.
 */
import { compareStrings } from "./bound";
import { unknownCountry } from "./records";
import { zonedDate } from "../time/timezone";
import { utcDate } from "../time/days";
import {
  applicationSignalLimits,
  type ApplicationEvent,
  type ApplicationEventType,
} from "./applicationSignals";
import type { GoalName } from "./types";
import type { TrailView } from "./attribution";

/** What the events read of a trail view. */
export type SignalView = TrailView;

/** One visitor's activity attributed to the application (see `attributeTrails`). */
export interface SignalSource {
  visitor: string;
  views: readonly SignalView[];
  goals: readonly { at: number; goal: GoalName }[];
}

const goalSignals: Partial<Record<GoalName, ApplicationEventType>> = {
  "resume-download": "resume-downloaded",
  "booking-click": "booking-clicked",
  "contact-sent": "message-sent",
};

/**
 * A project page's path (the pages whose end is worth telling), in any of the site's
 * languages: "/projects/x", "/de/projects/x" (core's one address scheme, localizedPath).
 */
export const isProjectPage = (page: string) => /^\/(?:[a-z]{2,3}(?:-[a-z0-9]+)*\/)?projects\/./i.test(page);

/** The slug of a project page's path ("/de/projects/x" → "x"), else undefined. */
const projectSlugOf = (page: string) =>
  isProjectPage(page) ? /\/projects\/([^/?#]+)/.exec(page)?.[1] : undefined;

/** True when a view's engagement reads it to the end (see the module note). */
export function readsToEnd(view: Pick<SignalView, "page" | "seconds" | "depth">): boolean {
  return (
    isProjectPage(view.page) &&
    (view.depth ?? 0) >= applicationSignalLimits.readToEndDepth &&
    (view.seconds ?? 0) >= applicationSignalLimits.readToEndSeconds
  );
}

/** What a tag has seen so far, for the `forwarded` comparison. */
export interface TagSightings {
  countries: string[];
  /** The UTC day `browsers` belong to. */
  day: string;
  browsers: string[];
}

/** Browsers a tag's day keeps: two distinct ones are all "forwarded" needs. */
const browsersKept = 2;

export const noSightings = (): TagSightings => ({ countries: [], day: "", browsers: [] });

/**
 * Whether a view through the tag from `browser` (a per-day hash) in `country` is a
 * forwarded one, and what the tag has seen after it. The first view ever is the opening,
 * never forwarded; an unknown country is no new country.
 */
export function sightTag(
  seen: TagSightings,
  day: string,
  browser: string,
  country: string,
): { forwarded: boolean; seen: TagSightings } {
  const browsers = seen.day === day ? seen.browsers : [];
  const newCountry = country !== unknownCountry && !seen.countries.includes(country);
  const newBrowser = !browsers.includes(browser);
  const forwarded = (newCountry && seen.countries.length > 0) || (newBrowser && browsers.length > 0);
  return {
    forwarded,
    seen: {
      countries: newCountry ? [...seen.countries, country].sort(compareStrings) : seen.countries,
      day,
      // Two browsers decide "forwarded": a third is never kept, so the state stays two hashes.
      browsers:
        newBrowser && browsers.length < browsersKept ? [...browsers, browser].sort(compareStrings) : browsers,
    },
  };
}

/** A zone's offset is a whole number of quarter hours: a moment's date is that of its quarter hour. */
const quarterHourMs = 15 * 60_000;

/** Quarter hours whose date `zonedDays` keeps, per zone (about 100 days: a 90-day range and its margins). */
const knownQuarters = 10_000;
const knownDays = new Map<string, Map<number, string>>();

/** `zonedDate` in `timeZone`, asked of the time zone once per quarter hour (it is slow: Intl). */
function zonedDays(timeZone: string): (ms: number) => string {
  let known = knownDays.get(timeZone);
  if (!known) knownDays.set(timeZone, (known = new Map()));
  const dates = known;
  return (ms) => {
    const quarter = Math.floor(ms / quarterHourMs);
    let date = dates.get(quarter);
    if (date === undefined) {
      if (dates.size >= knownQuarters) dates.clear();
      date = zonedDate(quarter * quarterHourMs, timeZone);
      dates.set(quarter, date);
    }
    return date;
  };
}

/** The application's events, oldest first, the latest `eventsPerApplication`. */
export function applicationEvents(
  ref: string,
  group: readonly SignalSource[],
  timeZone = "UTC",
  sharedProjects: readonly string[] = [],
): ApplicationEvent[] {
  const events: { at: number; type: ApplicationEventType; page?: string }[] = [];
  const views = group
    .flatMap((entry) => entry.views.map((view) => ({ view, visitor: entry.visitor })))
    .sort((a, b) => a.view.at - b.view.at || compareStrings(a.visitor, b.visitor));
  const first = views[0];
  if (first) {
    events.push({ at: first.view.at, type: "opened", page: first.view.page });
    const dayOf = zonedDays(timeZone);
    const firstDay = dayOf(first.view.at);
    const daysSeen = new Set([firstDay]);
    let seen = noSightings();
    const opened = new Set<string>();
    for (const { view, visitor } of views) {
      const day = dayOf(view.at);
      if (!daysSeen.has(day)) {
        daysSeen.add(day);
        events.push({ at: view.at, type: "returned", page: view.page });
      }
      if (readsToEnd(view)) events.push({ at: view.at, type: "read-to-end", page: view.page });
      if (view.ref !== ref) continue;
      if (view.resume) events.push({ at: view.at, type: "resume-link-opened", page: view.page });
      const unlocked = view.linkClosed ? undefined : projectSlugOf(view.page);
      if (unlocked && sharedProjects.includes(unlocked) && !opened.has(unlocked)) {
        opened.add(unlocked);
        events.push({ at: view.at, type: "case-study-opened", page: view.page });
      }
      const sighting = sightTag(seen, utcDate(view.at), visitor, view.country ?? unknownCountry);
      seen = sighting.seen;
      if (sighting.forwarded) events.push({ at: view.at, type: "forwarded", page: view.page });
    }
  }
  for (const entry of group)
    for (const goal of entry.goals) {
      const type = goalSignals[goal.goal];
      if (type) events.push({ at: goal.at, type });
    }
  return events
    .sort((a, b) => a.at - b.at || compareStrings(a.type, b.type))
    .slice(-applicationSignalLimits.eventsPerApplication)
    .map(({ at, type, page }) => ({ type, at: new Date(at).toISOString(), ...(page ? { page } : {}) }));
}
