/**
 * Applications: every `ref` tag the owner created in the link builder is one job
 * application, and the visits that came through it tell its story. A tag nobody created
 * (a stranger's guess, a typo) is a campaign like any other, never an application. Attribution is first-touch, per visitor, within the range: the first
 * view of the range that arrived through a tag makes the visitor that application's; that
 * view and every later view and goal of the same visitor in the range count toward it
 * (another tag later does not move them). Views and goals before that arrival, or whose
 * arrival lies before the range, count toward no application.
 *
 * Days keep only the trails of visitors involved with an application (they arrived
 * through a tag that day, or their browser did earlier), bounded per day, so what is
 * stored and answered does not grow with what strangers send.
 */
import { applicationLinkOf, type ApplicationLink } from "./applicationLinks";
import { compareStrings } from "./bound";
import { otherRowLabel, type GoalName } from "./types";
import type { BotHit } from "./records";
import type { BlockReading } from "./blockReading";
import {
  initialApplicationStatus,
  type ApplicationEvent,
  type ApplicationStatus,
} from "./applicationSignals";
import { applicationEvents } from "./applicationEvents";

export const applicationLimits = {
  /** Characters of an application tag. */
  tagMax: 40,
  /** Applications in the summary, "Other" included. */
  listed: 50,
  /** Visitor trails a day keeps (the most recently active). */
  trailsPerDay: 1000,
  /** Views, and goals, a trail keeps per day (the latest). */
  viewsPerTrail: 200,
  /** Visits one application's timeline lists (the newest). */
  timelineVisits: 100,
  /** A gap longer than this between two views of a visitor starts a new visit. */
  visitGapMs: 30 * 60_000,
} as const;

/** The goals an application counts. */
export const applicationGoals = ["resume-download", "booking-click", "contact-sent"] as const;
export type ApplicationGoal = (typeof applicationGoals)[number];

/** One page view in a visitor's trail. */
export interface TrailView {
  /** Server time, epoch ms. */
  at: number;
  /** A known page (unknown paths are stored as the not-found row). */
  page: string;
  /** The application tag the view arrived through, if any. */
  ref?: string;
  /** Engagement, when the view sent it. */
  seconds?: number;
  depth?: number;
  /** On a project's page: its blocks as the view read them. */
  blocks?: BlockReading[];
  /** ISO 3166-1 alpha-2, when known (for the "forwarded" signal). */
  country?: string;
  /** It arrived through a link inside the tagged résumé (`utm_source` `resumeLinkSource`). */
  resume?: true;
  /** It arrived through the application's link while the owner had paused it or it had expired. */
  linkClosed?: true;
}

export interface TrailGoal {
  at: number;
  goal: GoalName;
  /**
   * The application tag the goal named itself (a résumé downloaded through a tagged link or
   * from a tagged page), kept when the goal could not join its visitor's trail: a download is a
   * navigation, which carries no visitor id, so the tag is all that ties it to the application.
   */
  ref?: string;
}

/** What one visitor did on one day, as far as applications need it. */
export interface VisitorTrail {
  /** The visitor hash. */
  visitor: string;
  /** Oldest first. */
  views: TrailView[];
  /** Oldest first. */
  goals: TrailGoal[];
}

export interface ApplicationPage {
  page: string;
  views: number;
  /** Seconds read, summed over the views. */
  seconds: number;
  /** The deepest point reached on any view, percent. */
  maxDepth: number;
}

/** One application over the range. */
export interface ApplicationSummary {
  ref: string;
  /** The company the owner created the tag for, when they did. */
  company?: string;
  /** When the owner created the tag (ISO 8601), when they did. */
  created?: string;
  /** The owner could not be told that the link was opened (every channel failed for a day). */
  notificationFailed?: true;
  /** The first and last attributed activity (ISO 8601); null before the link is first opened. */
  firstSeen: string | null;
  lastSeen: string | null;
  visits: number;
  visitors: number;
  /** Most viewed first. */
  pages: ApplicationPage[];
  goals: Record<ApplicationGoal, number>;
  /** What the application's link shows, as the owner set it in the link builder (absent: the public site). */
  link?: ApplicationLink;
  /** Where the owner says the application stands. */
  status: ApplicationStatus;
  /** When the status last changed (ISO 8601): its creation until the owner changes it; null for the "Other" row. */
  statusChangedAt: string | null;
  /** The signals, oldest first, at most `applicationSignalLimits.eventsPerApplication` (the latest). */
  events: ApplicationEvent[];
}

/** One visit of an application's timeline. */
export interface ApplicationVisit {
  start: string;
  end: string;
  pages: { page: string; at: string; seconds?: number; depth?: number; blocks?: BlockReading[] }[];
  goals: { goal: ApplicationGoal; at: string }[];
  /**
   * The visit came through the application's link after the owner paused it or it expired: the
   * visitor saw the public site, and the owner was not told it was opened.
   */
  linkClosed?: true;
  /**
   * A bot's request on the application's link ("LinkedIn preview", "Greenhouse"): shown as
   * such, never counted as an open nor notified. A bot's visit is its one request.
   */
  bot?: string;
}

/** One application's story, newest visit first. */
export interface ApplicationTimeline {
  ref: string;
  company?: string;
  visits: ApplicationVisit[];
  /** True when older visits were left out (more than `applicationLimits.timelineVisits`). */
  truncated?: true;
  /** Days that could not be read in time (as the summary's `incompleteDays`): their visits are missing. */
  incompleteDays?: string[];
}

/** A tag the owner created in the link builder, with what its link shows (`ApplicationLink`). */
export interface OwnedApplication extends ApplicationLink {
  ref: string;
  company: string;
  /** ISO 8601. */
  created: string;
  /** The notice that its link was opened could not be delivered. */
  notificationFailed?: true;
  /** Absent until the owner first changes it: the initial status since `created`. */
  status?: ApplicationStatus;
  /** ISO 8601, with `status`. */
  statusChangedAt?: string;
}

/** The range attribution looks at, epoch ms, both ends included. */
export interface AttributionRange {
  fromMs: number;
  toMs: number;
}

interface Attributed {
  ref: string;
  visitor: string;
  views: TrailView[];
  goals: TrailGoal[];
}

/**
 * Each visitor's first-touch application and what counts toward it, within the range.
 * With `applications`, only an arrival through one of those tags counts (the owner's
 * tags); without, every tag does.
 */
export function attributeTrails(
  trails: readonly VisitorTrail[],
  range: AttributionRange,
  applications?: ReadonlySet<string>,
): Attributed[] {
  const byVisitor = new Map<string, { views: TrailView[]; goals: TrailGoal[] }>();
  const inRange = (at: number) => at >= range.fromMs && at <= range.toMs;
  for (const trail of trails) {
    const entry = byVisitor.get(trail.visitor) ?? { views: [], goals: [] };
    entry.views.push(...trail.views.filter((view) => inRange(view.at)));
    entry.goals.push(...trail.goals.filter((goal) => inRange(goal.at)));
    byVisitor.set(trail.visitor, entry);
  }
  const result: Attributed[] = [];
  for (const visitor of [...byVisitor.keys()].sort(compareStrings)) {
    const { views, goals } = byVisitor.get(visitor)!;
    views.sort(byTime);
    const isApplication = (ref: string | undefined): ref is string =>
      ref !== undefined && (applications === undefined || applications.has(ref));
    const arrival = views.find((view) => isApplication(view.ref));
    if (!arrival) {
      // A goal that names its tag and joined no trail (see TrailGoal.ref): the application's, with no visit.
      const named = goals.filter((goal) => isApplication(goal.ref)).sort(byTime);
      if (named.length > 0) result.push({ ref: named[0]!.ref!, visitor, views: [], goals: named });
      continue;
    }
    result.push({
      ref: arrival.ref!,
      visitor,
      views: views.filter((view) => view.at >= arrival.at),
      goals: goals.filter((goal) => goal.at >= arrival.at).sort(byTime),
    });
  }
  return result;
}

/**
 * The applications of a range, at most `applicationLimits.listed`: the tags the owner
 * created (with zero visits until opened), most recently seen first; whatever does not
 * fit is added up in one `otherRowLabel` row, last. Listed newest first (last seen, else
 * created). A tag the owner did not create is no application: its views count as a
 * campaign only.
 */
export function summarizeApplications(
  trails: readonly VisitorTrail[],
  range: AttributionRange,
  owned: readonly OwnedApplication[] = [],
  timeZone = "UTC",
): ApplicationSummary[] {
  const groups = new Map<string, Attributed[]>();
  const ownedRefs = new Set(owned.map((application) => application.ref));
  for (const attributed of attributeTrails(trails, range, ownedRefs)) {
    const group = groups.get(attributed.ref) ?? [];
    group.push(attributed);
    groups.set(attributed.ref, group);
  }
  const all = owned
    .map((application) => applicationOf(application.ref, groups.get(application.ref) ?? [], application))
    .sort(byRecency);
  // The signals of the listed applications only: an application left in "Other" shows none.
  const withEvents = (application: ApplicationSummary): ApplicationSummary => ({
    ...application,
    events: applicationEvents(
      application.ref,
      groups.get(application.ref) ?? [],
      timeZone,
      owned.find((candidate) => candidate.ref === application.ref)?.privateProjects,
    ),
  });
  if (all.length <= applicationLimits.listed) return all.map(withEvents);
  const listed = all.slice(0, applicationLimits.listed - 1).map(withEvents);
  const refs = new Set(all.slice(listed.length).map((application) => application.ref));
  return [
    ...listed,
    applicationOf(
      otherRowLabel,
      [...groups].filter(([ref]) => refs.has(ref)).flatMap(([, group]) => group),
    ),
  ];
}

/**
 * One application's visits, newest first, bots' requests on its link (`bots`) among them,
 * labelled; an empty timeline for a tag nobody opened or nobody created (no `owned`). `applications` are all the owner's tags, so a visitor who
 * arrived first through another of them stays that one's, as in the summary.
 */
export function applicationTimeline(
  trails: readonly VisitorTrail[],
  range: AttributionRange,
  ref: string,
  owned?: OwnedApplication,
  applications: ReadonlySet<string> = new Set(owned ? [owned.ref] : []),
  bots: readonly BotHit[] = [],
): ApplicationTimeline {
  const attributed = owned
    ? attributeTrails(trails, range, applications).filter((entry) => entry.ref === ref)
    : [];
  const botVisits = owned
    ? bots
        .filter((hit) => hit.ref === ref && hit.at >= range.fromMs && hit.at <= range.toMs)
        .map((hit): ApplicationVisit => {
          const at = new Date(hit.at).toISOString();
          return { start: at, end: at, pages: [{ page: hit.page, at }], goals: [], bot: hit.bot };
        })
    : [];
  const visits = [...attributed.flatMap(splitVisits), ...botVisits].sort((a, b) =>
    compareStrings(b.start, a.start),
  );
  return {
    ref,
    ...(owned ? { company: owned.company } : {}),
    visits: visits.slice(0, applicationLimits.timelineVisits),
    ...(visits.length > applicationLimits.timelineVisits ? { truncated: true as const } : {}),
  };
}

/** An application's figures; its `events` are added for the listed ones (`summarizeApplications`). */
function applicationOf(
  ref: string,
  group: readonly Attributed[],
  owned?: OwnedApplication,
): ApplicationSummary {
  const pages = new Map<string, ApplicationPage>();
  const goals = Object.fromEntries(applicationGoals.map((goal) => [goal, 0])) as Record<
    ApplicationGoal,
    number
  >;
  let first = Infinity;
  let last = -Infinity;
  let visits = 0;
  for (const entry of group) {
    visits += splitVisits(entry).length;
    for (const view of entry.views) {
      first = Math.min(first, view.at);
      last = Math.max(last, view.at);
      const row = pages.get(view.page) ?? { page: view.page, views: 0, seconds: 0, maxDepth: 0 };
      row.views += 1;
      row.seconds += view.seconds ?? 0;
      row.maxDepth = Math.max(row.maxDepth, view.depth ?? 0);
      pages.set(view.page, row);
    }
    for (const goal of entry.goals) {
      last = Math.max(last, goal.at);
      if (isApplicationGoal(goal.goal)) goals[goal.goal] += 1;
    }
  }
  return {
    ref,
    ...(owned ? { company: owned.company, created: owned.created } : {}),
    ...(owned?.notificationFailed ? { notificationFailed: true as const } : {}),
    ...(owned && applicationLinkOf(owned) ? { link: applicationLinkOf(owned) } : {}),
    firstSeen: Number.isFinite(first) ? new Date(first).toISOString() : null,
    lastSeen: Number.isFinite(last) ? new Date(last).toISOString() : null,
    visits,
    // A goal that came with only its tag is nobody's visit.
    visitors: group.filter((entry) => entry.views.length > 0).length,
    pages: [...pages.values()].sort((a, b) => b.views - a.views || compareStrings(a.page, b.page)),
    goals,
    status: owned?.status ?? initialApplicationStatus,
    statusChangedAt: owned?.statusChangedAt ?? owned?.created ?? null,
    events: [],
  };
}

/** A visitor's attributed activity as visits: a gap of more than `visitGapMs` between views starts a new one. */
function splitVisits(entry: Attributed): ApplicationVisit[] {
  const visits: { start: number; last: number; end: number; views: TrailView[]; goals: TrailGoal[] }[] = [];
  for (const view of entry.views) {
    const current = visits[visits.length - 1];
    const readUntil = view.at + (view.seconds ?? 0) * 1000;
    if (current && view.at - current.last <= applicationLimits.visitGapMs) {
      current.views.push(view);
      current.last = view.at;
      current.end = Math.max(current.end, readUntil);
    } else visits.push({ start: view.at, last: view.at, end: readUntil, views: [view], goals: [] });
  }
  for (const goal of entry.goals) {
    // A goal belongs to the last visit that started before it.
    const visit = visits.findLast((candidate) => candidate.start <= goal.at);
    if (!visit) continue;
    visit.goals.push(goal);
    visit.end = Math.max(visit.end, goal.at);
  }
  return visits.map((visit) => ({
    start: new Date(visit.start).toISOString(),
    end: new Date(visit.end).toISOString(),
    pages: visit.views.map((view) => ({
      page: view.page,
      at: new Date(view.at).toISOString(),
      ...(view.seconds !== undefined ? { seconds: view.seconds } : {}),
      ...(view.depth !== undefined ? { depth: view.depth } : {}),
      ...(view.blocks ? { blocks: view.blocks } : {}),
    })),
    goals: visit.goals
      .filter((goal): goal is TrailGoal & { goal: ApplicationGoal } => isApplicationGoal(goal.goal))
      .map((goal) => ({ goal: goal.goal, at: new Date(goal.at).toISOString() })),
    ...(visit.views.some((view) => view.linkClosed) ? { linkClosed: true as const } : {}),
  }));
}

function isApplicationGoal(goal: GoalName): goal is ApplicationGoal {
  return (applicationGoals as readonly string[]).includes(goal);
}

function byTime(a: { at: number }, b: { at: number }): number {
  return a.at - b.at;
}

function recency(application: ApplicationSummary): string {
  return application.lastSeen ?? application.created ?? "";
}

function byRecency(a: ApplicationSummary, b: ApplicationSummary): number {
  return compareStrings(recency(b), recency(a)) || compareStrings(a.ref, b.ref);
}
