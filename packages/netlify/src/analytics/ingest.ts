/**
 * Recording what the analytics count: page views, goal beacons, and the goals the
 * server sees itself (a résumé download, a sent message). Each is classified on the
 * server (the client's view is a hint), dated by the server's clock and appended. Only
 * what the dashboard shows is kept: no address, no user agent, no full referrer, the
 * country code only, allowlisted campaign tags only, and the visitor only as a hash
 * (see ./visitor).
 */
import type { Context } from "@netlify/functions";
import type { Store } from "@netlify/blobs";
import {
  applicationLinkOpen,
  applicationTag,
  campaignLabel,
  campaignTagsFromSearch,
  classifyTrafficSource,
  notFoundPageLabel,
  pageViewLimits,
  resumeLinkSource,
  unknownCountry,
  utcDate,
  type GoalName,
  type NormalizedGoalEvent,
  type NormalizedPageView,
  type OwnedApplication,
} from "../core";
import { botLabel, classifyVisit, isBotUserAgent } from "./classify";
import { isKnownPath } from "../site";
import { applicationOfRequest, signalNoticesOn, tellOnce } from "./application-signals";
import { admitEvent, type Admission, type CapNoticeOptions } from "./daily-cap";
import { appendBot, appendGoal, appendVisit } from "./events";
import { newEventId } from "./keys";
import { analyticsStore, readOwnedApplications } from "./store";
import { sessionHash, visitorFor } from "./visitor";
import { storedOrSent } from "../blobs";
import { clientBucket, fromOtherSite } from "../request-edge";
import { requestedTag } from "../request-tag";
import { readJson, type Refusal } from "../http";
import { errorLine } from "../log";

/** "dropped": past a daily bound on stored events (./daily-cap), counted and not stored. */
export type RecordedAs = "visit" | "bot" | "dropped";

/**
 * A page view as recorded: a bot's is only counted; a visit has the id its engagement names.
 * A person's view past a bound keeps its visitor and country: an application's opening and
 * sighting follow the view whether or not it was stored. `linkClosed`: it came through an
 * application's link that was paused or expired at that moment (no "opened" notice).
 */
export type RecordedView =
  | { as: "bot" }
  | { as: "dropped"; visitor: string; country: string; linkClosed?: true }
  | { as: "visit"; view: string; visitor: string; country: string; linkClosed?: true };

/** What the request itself says, beside its body. */
export interface RequestSignals {
  /** The request's User-Agent header when there is one, else the body's (cut to the limit). */
  userAgent: string;
  ip?: string;
  /** The sender's bucket (../request-edge's `clientBucket`), for its share of the daily bound. */
  client?: string;
  /** ISO 3166-1 alpha-2, or "Unknown". */
  country: string;
  nowMs: number;
  /** Who to tell when the day's bound is reached (./daily-cap). */
  capNotice?: CapNoticeOptions;
}

/** The request's signals: user agent, address (for the daily visitor hash only), country. */
export function requestSignals(req: Request, context: Context, bodyUserAgent = ""): RequestSignals {
  return {
    userAgent: (req.headers.get("user-agent") ?? bodyUserAgent).slice(0, pageViewLimits.userAgentMax),
    ip: context.ip,
    client: clientBucket(req, context),
    country: countryCode(context),
    nowMs: Date.now(),
    capNotice: {
      origin: new URL(req.url).origin,
      deployContext: context.deploy?.context,
      afterAnswer: (work) => context.waitUntil(work),
    },
  };
}

/** The visitor's country from the platform's geolocation: the code only, "Unknown" without one. */
export function countryCode(context: Pick<Context, "geo">): string {
  const code = context.geo?.country?.code;
  return typeof code === "string" && /^[A-Z]{2}$/.test(code) ? code : unknownCountry;
}

/** True when the browser asks not to be tracked: Global Privacy Control or Do Not Track. */
export function declinesTracking(req: Request): boolean {
  return req.headers.get("sec-gpc")?.trim() === "1" || req.headers.get("dnt")?.trim() === "1";
}

/**
 * Refused (403) for a request another site made the browser send (`fromOtherSite`:
 * `Sec-Fetch-Site` `cross-site` or `same-site`, or an `Origin` that is not this site's), so
 * no page elsewhere can count visits here; null otherwise. Requests without these headers
 * (old browsers, scripts) are not refused: the rate limit bounds them.
 */
export function crossSiteRefusal(req: Request): Refusal | null {
  return fromOtherSite(req)
    ? { ok: false, status: 403, error: "Requests from other sites are not accepted." }
    : null;
}

/**
 * Stores one page view (a bot's is only counted). Resolves once it is stored, or once its
 * write went out and got no answer in time (`storedOrSent`): the server may still store it,
 * and an error answer would have the tracker send it again, counting it twice. Rejects only
 * when nothing was stored.
 */
export async function recordPageView(
  store: Store,
  event: NormalizedPageView,
  signals: RequestSignals,
): Promise<RecordedView> {
  const date = utcDate(signals.nowMs);
  const visit = classifyVisit(signals.userAgent, event.hints);
  if (visit.bot) {
    // A bot is only counted, never an application's: it takes from the site's bound.
    if (!(await admitEvent(store, admission(signals), signals.capNotice))) return { as: "bot" };
    // A bot on an application's link is shown on its timeline, labelled; any other is only counted.
    const ref = applicationTag(event.campaign?.ref);
    const hit = ref && {
      ref,
      bot: botLabel(signals.userAgent),
      page: isKnownPath(event.pageUrl) ? event.pageUrl : notFoundPageLabel,
    };
    await countUnlessUnanswered(() => appendBot(store, date, signals.nowMs, hit || undefined));
    return { as: "bot" };
  }
  const campaign = campaignLabel(event.campaign);
  const visitor = (await visitorFor({ ...signals, userId: event.userId }))!;
  const application = await ownedApplication(store, event.campaign?.ref);
  // Judged now, with the read the view makes anyway: no storage call is added for it.
  const closed =
    application && !applicationLinkOpen(application, signals.nowMs) ? { linkClosed: true as const } : {};
  if (!(await admitEvent(store, admission(signals, application?.ref), signals.capNotice)))
    return { as: "dropped", visitor, country: signals.country, ...closed };
  const record = {
    timestamp: signals.nowMs,
    pageUrl: event.pageUrl,
    browser: visit.browser,
    os: visit.os,
    isMobile: visit.isMobile,
    isTablet: visit.isTablet,
    trafficSource: classifyTrafficSource(event.referrer),
    visitor,
    country: signals.country,
    session: sessionHash(event.sessionId),
    ...(campaign ? { campaign } : {}),
    ...applicationFlags(event),
    ...closed,
  };
  // The id is chosen here, so a view whose write got no answer still has the id its engagement names.
  let view = newEventId(signals.nowMs);
  await countUnlessUnanswered(async () => {
    view = await appendVisit(store, date, { ...record, id: view });
  });
  return { as: "visit", view, visitor: record.visitor, country: record.country, ...closed };
}

/** What the daily bounds count an event by: its sender, and the owned application it names. */
function admission(signals: RequestSignals, application?: string): Admission {
  return {
    nowMs: signals.nowMs,
    ...(signals.client ? { client: signals.client } : {}),
    ...(application ? { application } : {}),
  };
}

/**
 * The owner's application the tag names, else undefined: one read of the owner's applications
 * for an event that names a tag, none for any other.
 */
async function ownedApplication(
  store: Store,
  tag: string | undefined,
): Promise<OwnedApplication | undefined> {
  const ref = applicationTag(tag);
  if (!ref) return undefined;
  return (await readOwnedApplications(store)).find((application) => application.ref === ref);
}

async function countUnlessUnanswered(write: () => Promise<unknown>): Promise<void> {
  if ((await storedOrSent(write)) === "sent") {
    console.error("analytics: a page view's write got no answer in time; answered as recorded");
  }
}

/**
 * Whether the view arrived through an application's tag (and through a link inside the
 * tagged résumé), and whether its browser did before.
 */
function applicationFlags(event: NormalizedPageView): { viaRef?: true; viaResume?: true; tagged?: true } {
  const viaRef = applicationTag(event.campaign?.ref) !== undefined;
  return {
    ...(viaRef ? { viaRef: true as const } : {}),
    ...(viaRef && event.campaign?.utm_source === resumeLinkSource ? { viaResume: true as const } : {}),
    ...(event.tagged ? { tagged: true as const } : {}),
  };
}

/** Stores a goal beacon's completion; a bot's is not counted. */
export async function recordGoalEvent(
  store: Store,
  event: NormalizedGoalEvent,
  signals: RequestSignals,
): Promise<RecordedAs> {
  if (isBotUserAgent(signals.userAgent)) return "bot";
  const application = (await ownedApplication(store, event.campaign?.ref))?.ref;
  if (!(await admitEvent(store, admission(signals, application), signals.capNotice))) return "dropped";
  await appendGoal(store, utcDate(signals.nowMs), {
    timestamp: signals.nowMs,
    goal: event.goal,
    visitor: await visitorFor({ ...signals, userId: event.userId }),
    ...optionalCampaign(campaignLabel(event.campaign)),
  });
  return "visit";
}

/** The header a page may send with a request the server counts as a goal, to credit the visit's source. */
export const visitorHeader = "x-pmfolio-visitor";

/**
 * Counts a goal the server saw itself (`resume-download`, `contact-sent`): meant for
 * `context.waitUntil`, so it never delays the answer, and it never throws (a failure is
 * logged). Not counted for a browser that declines tracking, or for a bot. The visitor
 * comes from the X-Pmfolio-Visitor header (or the daily hash); campaign tags from the
 * request's query, else the application tag its same-origin Referer names: a download or a
 * message then counts toward the application even with no visitor hash (TrailGoal.ref).
 */
export async function recordServerGoal(req: Request, context: Context, goal: GoalName): Promise<void> {
  try {
    if (declinesTracking(req)) return;
    const signals = requestSignals(req, context);
    if (isBotUserAgent(signals.userAgent)) return;
    const userId = req.headers.get(visitorHeader) ?? undefined;
    const validId = userId && userId.length <= pageViewLimits.idMax && /^[A-Za-z0-9._:-]+$/.test(userId);
    const visitor = await visitorFor({ ...signals, userId: validId ? userId : undefined });
    const store = analyticsStore();
    // A message sent from a tagged page names its tag only in the Referer (./request-tag).
    const named = requestedTag(req);
    const tags = campaignTagsFromSearch(new URL(req.url).search) ?? (named ? { ref: named } : undefined);
    const application = (await ownedApplication(store, tags?.ref))?.ref;
    if (await admitEvent(store, admission(signals, application), signals.capNotice))
      await appendGoal(store, utcDate(signals.nowMs), {
        timestamp: signals.nowMs,
        goal,
        visitor,
        ...optionalCampaign(campaignLabel(tags)),
      });
    // The notice follows the download whether or not the day's bounds let it be stored.
    if (goal === "resume-download" && (applicationTag(tags?.ref) || visitor))
      await noticeDownload(store, tags?.ref, visitor, signals, req, context);
  } catch (error) {
    console.error(`analytics: could not count the goal ${goal}`, errorLine(error));
  }
}

/** A résumé downloaded with an application's tag, or by a browser that came with one today: told once. */
async function noticeDownload(
  store: Store,
  tag: string | undefined,
  visitor: string | undefined,
  signals: RequestSignals,
  req: Request,
  context: Context,
): Promise<void> {
  if (!signalNoticesOn("resume-downloaded")) return;
  const application = await applicationOfRequest(store, tag, visitor, signals.nowMs);
  if (!application) return;
  await tellOnce(
    store,
    application,
    "resume-downloaded",
    { country: signals.country },
    {
      origin: new URL(req.url).origin,
      deployContext: context.deploy?.context,
      now: new Date(signals.nowMs),
    },
  );
}

function optionalCampaign(campaign: string | undefined): { campaign?: string } {
  return campaign ? { campaign } : {};
}

/** A beacon's event as read (`readBeacon`), or why it is not taken. */
export type BeaconRead<T> = { ok: true; event: T } | Refusal;

/**
 * The event a tracker beacon carries, validated by `validate`, or why it is not taken: 403
 * for a post another site made, 204 (nothing stored, nothing to say) when the browser asks
 * not to be tracked, 413/415/400 for a body that is too large, not JSON or not valid
 * (`invalid` says which event it was meant to be, `fields` what is wrong).
 */
export async function readBeacon<T>(
  req: Request,
  validate: (input: unknown, origin: string) => { ok: true; value: T } | { ok: false; fields: object },
  invalid: string,
  bodyBytes: number = pageViewLimits.bodyBytes,
): Promise<BeaconRead<T>> {
  const refused = crossSiteRefusal(req);
  if (refused) return refused;
  if (declinesTracking(req)) return { ok: false, status: 204 };
  const body = await readJson(req, bodyBytes);
  if (!body.ok) return body;
  const event = validate(body.value, new URL(req.url).origin);
  return event.ok
    ? { ok: true, event: event.value }
    : { ok: false, status: 400, error: invalid, details: { fields: event.fields } };
}
