/**
 * What an application's timeline tells the owner beyond its visits: eight signals, each
 * an event with its time, and the status the owner gives the application. The contract
 * between the functions that record the signals, the summary that lists them and the
 * dashboard that shows them.
 */

/** The signals, in the order the dashboard explains them. */
export const applicationEventTypes = [
  "opened",
  "read-to-end",
  "returned",
  "forwarded",
  "resume-downloaded",
  "resume-link-opened",
  "case-study-opened",
  "booking-clicked",
  "message-sent",
] as const;
export type ApplicationEventType = (typeof applicationEventTypes)[number];

/** One signal on an application's timeline. */
export interface ApplicationEvent {
  type: ApplicationEventType;
  /** ISO 8601. */
  at: string;
  /** The page it happened on, when it happened on one (a known path, or the not-found label). */
  page?: string;
}

/** Where the owner's search for this job stands. */
export const applicationStatuses = ["applied", "interviewing", "offer", "rejected", "withdrawn"] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** The status a new application starts with. */
export const initialApplicationStatus: ApplicationStatus = "applied";

export const applicationSignalLimits = {
  /** Events one application lists in the summary (the latest). */
  eventsPerApplication: 100,
  /** A project page counts as read to the end past this depth, percent … */
  readToEndDepth: 90,
  /** … for at least this long visible, seconds. */
  readToEndSeconds: 10,
  /** An application nobody opened this many days after it was created is "not opened yet". */
  notOpenedAfterDays: 7,
} as const;

/**
 * The `utm_source` every link inside a tagged résumé carries beside the application's
 * `ref`, so a view that arrives through it is the "resume-link-opened" signal.
 */
export const resumeLinkSource = "resume";
