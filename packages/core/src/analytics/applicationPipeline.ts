/**
 * The owner's pipeline: the status they give each application, and which applications
 * nobody has opened a week after they were created. Shared by the function that stores a
 * status, the dashboard that shows and sorts by it and the weekly digest that lists the
 * applications still waiting.
 */
import { dayMs } from "../time/units";
import type { ApplicationLinkChange } from "./applicationLinks";
import {
  applicationSignalLimits,
  applicationStatuses,
  type ApplicationEvent,
  type ApplicationStatus,
} from "./applicationSignals";

/**
 * The body of `PATCH /api/analytics/applications`: the application's tag and what changes, at
 * least one of its status and its link's fields (null clears one).
 */
export interface ApplicationChange extends ApplicationLinkChange {
  ref: string;
  status?: ApplicationStatus;
}

/** The orders the dashboard's Applications tab offers: recent activity, creation, company, status. */
export const applicationSorts = ["activity", "created", "company", "status"] as const;
export type ApplicationSort = (typeof applicationSorts)[number];

/** True for one of `applicationStatuses`. */
export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === "string" && (applicationStatuses as readonly string[]).includes(value);
}

/** What "not opened yet" reads of an application (a summary's entry has all of it). */
export interface OpenedEvidence {
  /** ISO 8601; an application without it (the "Other" row) is never "not opened yet". */
  created?: string;
  firstSeen: string | null;
  events: readonly ApplicationEvent[];
}

/** Whole days from `created` to `nowMs` (0 on the day it was created). */
export function daysSinceCreated(created: string, nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - Date.parse(created)) / dayMs));
}

/**
 * True when the application was created at least `notOpenedAfterDays` days before
 * `nowMs` and nothing says its link was opened: no "opened" signal and no visit in the
 * summary's range. Judged over that range: a range shorter than the application's age
 * cannot see an older open (the digest reads the longest range kept for it).
 */
export function isNotOpenedYet(application: OpenedEvidence, nowMs: number): boolean {
  if (!application.created || application.firstSeen !== null) return false;
  if (application.events.some((event) => event.type === "opened")) return false;
  return daysSinceCreated(application.created, nowMs) >= applicationSignalLimits.notOpenedAfterDays;
}
