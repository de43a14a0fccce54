/**
 * What one application's link shows (issue 47): a greeting, a résumé variant and the private
 * case studies shared with it, while the link is open (not paused, not past its expiry). Shared by
 * the function that stores the owner's choices, the function that answers a tagged page and the
 * link builder that sets them, so a change is read the same way in all three.
 */

/** A résumé made for one application. Every field left out keeps the default résumé's. */
export interface ResumeVariant {
  /** Replaces the résumé's summary line. */
  summary?: string;
  /** The projects it shows, in this order (slugs); the others are left out. */
  projects?: string[];
  /**
   * The experience highlights it keeps, each `role.highlight` counted from 0 in the content's
   * order (e.g. "0.2": the first role's third highlight); the others are left out.
   */
  highlights?: string[];
}

/** The owner's choices for one application's link. */
export interface ApplicationLink {
  /** One line at the top of the home page for a visit through the link (escaped text). */
  greeting?: string;
  /** A paused link shows the public site, until it is resumed. */
  paused?: true;
  /** ISO 8601: from then on the link shows the public site. */
  expiresAt?: string;
  resume?: ResumeVariant;
  /** The private projects (slugs) the link opens in full. */
  privateProjects?: string[];
}

/** The body of `PATCH /api/analytics/applications` beyond `ref` and `status`: null clears a field. */
export type ApplicationLinkChange = {
  [K in keyof ApplicationLink]?: ApplicationLink[K] | null | (K extends "paused" ? boolean : never);
};

export const applicationLinkLimits = {
  /** Characters of a greeting: one line. */
  greetingMax: 160,
  /** Characters of a variant's summary line. */
  summaryMax: 300,
  /** Slugs or highlights one list may name. */
  listMax: 100,
} as const;

const linkFields = ["greeting", "paused", "expiresAt", "resume", "privateProjects"] as const;

/** The link fields of an application (none when it has none): what the dashboard shows and edits. */
export function applicationLinkOf(application: ApplicationLink): ApplicationLink | undefined {
  const link = Object.fromEntries(
    linkFields
      .filter((field) => application[field] !== undefined)
      .map((field) => [field, application[field]]),
  ) as ApplicationLink;
  return Object.keys(link).length > 0 ? link : undefined;
}

/** True when the link still shows what the owner made for it at `nowMs`. */
export function applicationLinkOpen(link: ApplicationLink, nowMs: number): boolean {
  return !link.paused && !(link.expiresAt && Date.parse(link.expiresAt) <= nowMs);
}

/** The link fields a body names (any of them, null included). */
export function namesLinkFields(body: Record<string, unknown>): boolean {
  return linkFields.some((field) => field in body);
}

export type LinkChangeReading =
  { ok: true; change: ApplicationLinkChange } | { ok: false; fields: Record<string, string> };

/** One line of text, trimmed, without control characters (C0, C1) or line separators; "" when there is none. */
function oneLine(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- control characters are what it removes
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/**
 * A date and time with its offset, on a day the calendar has. `Date.parse` alone takes
 * "2027-02-30" (as 2 March), a date without a time (as midnight UTC, the start of the day the
 * owner meant to include) and a time without an offset (in the server's zone).
 */
const dateTimePattern = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

function isDateTime(value: string): boolean {
  const match = dateTimePattern.exec(value);
  if (!match || Number.isNaN(Date.parse(value))) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  return (
    calendar.getUTCFullYear() === year &&
    calendar.getUTCMonth() === month - 1 &&
    calendar.getUTCDate() === day
  );
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const highlightPattern = /^(0|[1-9]\d{0,2})\.(0|[1-9]\d{0,2})$/;

function list(
  value: unknown,
  pattern: RegExp,
  what: string,
): { ok: true; items: string[] } | { ok: false; error: string } {
  const error = `${what} must be a list of at most ${applicationLinkLimits.listMax} different ${
    pattern === slugPattern ? "project slugs" : 'highlights such as "0.2"'
  }.`;
  if (!Array.isArray(value) || value.length > applicationLinkLimits.listMax) return { ok: false, error };
  if (!value.every((item) => typeof item === "string" && pattern.test(item))) return { ok: false, error };
  if (new Set(value).size !== value.length) return { ok: false, error };
  return { ok: true, items: value as string[] };
}

/**
 * Reads the link fields of a PATCH body: each valid, or every problem by field name. Project
 * slugs are checked here for their form only; the function checks them against the content.
 */
export function readLinkChange(body: Record<string, unknown>): LinkChangeReading {
  const fields: Record<string, string> = {};
  const change: ApplicationLinkChange = {};
  if ("greeting" in body) {
    const { greeting } = body;
    if (greeting === null) change.greeting = null;
    else if (typeof greeting !== "string" || oneLine(greeting).length > applicationLinkLimits.greetingMax)
      fields.greeting = `greeting must be one line of at most ${applicationLinkLimits.greetingMax} characters, or null.`;
    else change.greeting = oneLine(greeting) || null;
  }
  if ("paused" in body) {
    if (typeof body.paused !== "boolean") fields.paused = "paused must be true or false.";
    else change.paused = body.paused;
  }
  if ("expiresAt" in body) {
    const { expiresAt } = body;
    if (expiresAt === null) change.expiresAt = null;
    else if (typeof expiresAt !== "string" || !isDateTime(expiresAt))
      fields.expiresAt = 'expiresAt must be a date and time such as "2027-01-31T23:59:59Z", or null.';
    else change.expiresAt = new Date(expiresAt).toISOString();
  }
  if ("privateProjects" in body) {
    const { privateProjects } = body;
    if (privateProjects === null) change.privateProjects = null;
    else {
      const read = list(privateProjects, slugPattern, "privateProjects");
      // Sharing none is the same as never sharing: one stored form for it.
      if (read.ok) change.privateProjects = read.items.length > 0 ? read.items : null;
      else fields.privateProjects = read.error;
    }
  }
  if ("resume" in body) {
    const resume = readVariant(body.resume);
    if (resume.ok) change.resume = resume.variant;
    else fields.resume = resume.error;
  }
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, change };
}

function readVariant(
  value: unknown,
): { ok: true; variant: ResumeVariant | null } | { ok: false; error: string } {
  if (value === null) return { ok: true, variant: null };
  if (typeof value !== "object" || Array.isArray(value))
    return { ok: false, error: "resume must be an object with summary, projects and highlights, or null." };
  const { summary, projects, highlights, ...rest } = value as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length > 0)
    return {
      ok: false,
      error: `resume has no field ${unknown.join(", ")}: it has summary, projects and highlights.`,
    };
  const variant: ResumeVariant = {};
  if (summary !== undefined && summary !== null) {
    if (typeof summary !== "string" || oneLine(summary).length > applicationLinkLimits.summaryMax)
      return {
        ok: false,
        error: `resume.summary must be one line of at most ${applicationLinkLimits.summaryMax} characters.`,
      };
    if (oneLine(summary)) variant.summary = oneLine(summary);
  }
  if (projects !== undefined && projects !== null) {
    const read = list(projects, slugPattern, "resume.projects");
    if (!read.ok) return read;
    variant.projects = read.items;
  }
  if (highlights !== undefined && highlights !== null) {
    const read = list(highlights, highlightPattern, "resume.highlights");
    if (!read.ok) return read;
    variant.highlights = read.items;
  }
  return { ok: true, variant: Object.keys(variant).length > 0 ? variant : null };
}

/** `link` with `change` applied: a null or false clears its field. */
export function withLinkChange<T extends ApplicationLink>(link: T, change: ApplicationLinkChange): T {
  const next = { ...link } as Record<string, unknown>;
  for (const field of linkFields) {
    if (!(field in change)) continue;
    const value = change[field];
    if (value === null || value === false) delete next[field];
    else next[field] = value;
  }
  return next as T;
}

/**
 * The pages made for applications: the build renders them with these placeholders where the
 * application's words go (into `tailoredPagesFolder`, beside the published folder and never in
 * it), and the function that answers a tagged address puts the words, escaped, in their place.
 */
export const tailoredPages = {
  folder: "dist-tailored",
  greetingSlot: "PMFOLIO_GREETING_SLOT",
  companySlot: "PMFOLIO_COMPANY_SLOT",
  /** Where the site's rules send a tagged address: the function, with the page's path after it. */
  functionPath: "/api/tailored-page",
} as const;
