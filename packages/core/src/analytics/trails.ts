/**
 * The trails a day keeps for applications (see ./attribution): the activity of the
 * visitors involved with an application, bounded per day.
 */
import { compareStrings } from "./bound";
import { unknownCountry, type VisitRecord } from "./records";
import { applicationTag } from "./applicationTags";
import type { GoalName } from "./types";
import type { EngagementFigures } from "./engagement";
import { applicationLimits, type TrailView, type VisitorTrail } from "./attribution";

/** A visit as the trails read it: what a trail's view keeps of it, and whose it is, when and where. */
type TrailVisit = Pick<
  TrailView,
  "ref" | "seconds" | "depth" | "blocks" | "country" | "resume" | "linkClosed"
> & {
  id: string;
  timestamp: number;
  page: string;
  visitor: string;
  /** The browser arrived through an application tag before. */
  tagged?: boolean;
};

/** What a day's raw events give the trails: visits with their flags and engagement, and goals. */
export interface TrailSource {
  visits: readonly TrailVisit[];
  /** `campaign`: the label the goal came with; an application's tag keeps a goal that joins no trail. */
  goals: readonly { timestamp: number; goal: GoalName; visitor?: string; campaign?: string }[];
}

/** The trail of the goals that came with an application's tag and joined no visitor's (no visitor hash has ":"). */
const taggedGoalsTrail = (ref: string) => `tag:${ref}`;

/**
 * The trails a day keeps: those of the visitors who arrived through a tag that day or
 * whose browser did before, the `trailsPerDay` most recently active (ties by visitor),
 * each with its `viewsPerTrail` latest views. Deterministic: the same events in any
 * order give the same trails.
 */
export function dayTrails({ visits, goals }: TrailSource): VisitorTrail[] {
  const involved = new Set(visits.filter((visit) => visit.ref || visit.tagged).map((visit) => visit.visitor));
  const trails = new Map<string, VisitorTrail>();
  const ordered = [...visits].sort((a, b) => a.timestamp - b.timestamp || compareStrings(a.id, b.id));
  for (const visit of ordered) {
    if (!involved.has(visit.visitor)) continue;
    const trail = trails.get(visit.visitor) ?? { visitor: visit.visitor, views: [], goals: [] };
    trail.views.push({
      at: visit.timestamp,
      page: visit.page,
      ...(visit.ref ? { ref: visit.ref } : {}),
      ...(visit.seconds !== undefined ? { seconds: visit.seconds, depth: visit.depth ?? 0 } : {}),
      ...(visit.blocks ? { blocks: visit.blocks } : {}),
      ...(visit.country && visit.country !== unknownCountry ? { country: visit.country } : {}),
      ...(visit.resume ? { resume: true as const } : {}),
      ...(visit.linkClosed ? { linkClosed: true as const } : {}),
    });
    trails.set(visit.visitor, trail);
  }
  for (const goal of [...goals].sort((a, b) => a.timestamp - b.timestamp || compareStrings(a.goal, b.goal))) {
    const trail = goal.visitor === undefined ? undefined : trails.get(goal.visitor);
    if (trail) {
      trail.goals.push({ at: goal.timestamp, goal: goal.goal });
      continue;
    }
    const ref = applicationTag(goal.campaign);
    if (!ref) continue;
    const key = taggedGoalsTrail(ref);
    const tagged = trails.get(key) ?? { visitor: key, views: [], goals: [] };
    tagged.goals.push({ at: goal.timestamp, goal: goal.goal, ref });
    trails.set(key, tagged);
  }
  const lastActive = (trail: VisitorTrail) =>
    Math.max(trail.views[trail.views.length - 1]?.at ?? 0, trail.goals[trail.goals.length - 1]?.at ?? 0);
  return [...trails.values()]
    .sort((a, b) => lastActive(b) - lastActive(a) || compareStrings(a.visitor, b.visitor))
    .slice(0, applicationLimits.trailsPerDay)
    .sort((a, b) => compareStrings(a.visitor, b.visitor))
    .map((trail) => ({
      ...trail,
      views: trail.views.slice(-applicationLimits.viewsPerTrail),
      goals: trail.goals.slice(-applicationLimits.viewsPerTrail),
    }));
}

/** A stored visit as a trail source's visit, on its page as the day counts it, with its engagement. */
export function trailVisit(
  visit: VisitRecord,
  page: string,
  figures: EngagementFigures | undefined,
): TrailSource["visits"][number] {
  const ref = visit.viaRef ? applicationTag(visit.campaign) : undefined;
  return {
    id: visit.id,
    timestamp: visit.timestamp,
    page,
    visitor: visit.visitor,
    ...(ref ? { ref } : {}),
    ...(visit.tagged ? { tagged: true as const } : {}),
    ...(figures ? { seconds: figures.seconds, depth: figures.depth } : {}),
    ...(figures?.blocks ? { blocks: figures.blocks } : {}),
    ...(visit.country ? { country: visit.country } : {}),
    ...(ref && visit.viaResume ? { resume: true as const } : {}),
    ...(ref && visit.linkClosed ? { linkClosed: true as const } : {}),
  };
}
