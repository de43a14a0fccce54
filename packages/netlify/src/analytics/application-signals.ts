/**
 * The signals the owner is told about beside the opening (./signal-notice), detected
 * where they happen: a page view through an application's tag (forwarded), a view's
 * engagement (read to the end), a résumé download. Only the owner's tags count, each
 * signal notifies once per application, and each kind is switched on by its variable
 * (`NOTIFY_APPLICATION_READ_TO_END`, `NOTIFY_APPLICATION_FORWARDED`,
 * `NOTIFY_RESUME_DOWNLOADED` = 1, as `NOTIFY_APPLICATION_OPENED` is).
 *
 * Per application, one small blob (`applications/signals/{ref}`) keeps what the
 * comparison needs and which signals were told, replaced with a conditional write: the
 * countries its link was opened from (codes only), and the browsers that opened it today
 * as hashes keyed with the analytics' daily salt (../analytics/visitor), so they cannot
 * be linked to a browser on another day nor to anything else; yesterday's are dropped at
 * the next view. A view through an owned tag also records, for the UTC day, which
 * application its browser came with (`applications/browsers/{day}/{hash}`, the same daily
 * hash): an engagement, a download or a message later that day finds its application with
 * one read. The roll-up deletes the days before today.
 */
import { createHmac } from "node:crypto";
import type { Store } from "@netlify/blobs";
import {
  applicationLinkOpen,
  applicationTag,
  noSightings,
  readsToEnd,
  sightTag,
  unknownCountry,
  utcDate,
  type OwnedApplication,
  type TagSightings,
  type VisitRecord,
} from "../core";
import type { Context } from "@netlify/functions";
import { env } from "../env";
import { errorLine } from "../log";
import { storageDeadline } from "../blobs";
import { queueForRetryRun } from "../notify/queue";
import { analyticsStore, readOwnedApplications } from "./store";
import { applicationSignalNotices, type NotifyingSignal } from "./signal-notice";
import { daySalt } from "./visitor";

const switches: Record<NotifyingSignal, string> = {
  "read-to-end": "NOTIFY_APPLICATION_READ_TO_END",
  forwarded: "NOTIFY_APPLICATION_FORWARDED",
  "resume-downloaded": "NOTIFY_RESUME_DOWNLOADED",
};

/** True when the owner asked to be told about `signal`. */
export const signalNoticesOn = (signal: NotifyingSignal) => env(switches[signal])?.trim() === "1";

interface SignalState extends TagSightings {
  /** The signals the owner was told about. */
  notified: NotifyingSignal[];
}

const signalsKey = (ref: string) => `applications/signals/${ref}`;
const browsersPrefix = "applications/browsers/";
const browserKey = (day: string, hash: string) => `${browsersPrefix}${day}/${hash}`;

/** A browser (its visitor hash) as a hash of the UTC day: unlinkable once the day's salt is deleted. */
export async function browserOfDay(visitor: string, nowMs: number): Promise<{ day: string; hash: string }> {
  const day = utcDate(nowMs);
  const hash = createHmac("sha256", await daySalt(day))
    .update(`application-browser\n${visitor}`)
    .digest("base64url")
    .slice(0, 16);
  return { day, hash };
}

/** Where the signal is told from: enough to queue its notice. */
export interface SignalContext {
  origin: string;
  deployContext?: string;
  now: Date;
}

/**
 * Replaces the application's state with what `change` makes of it (null: nothing to
 * change), with a conditional write, trying again when another request changed it first.
 * Resolves to what `change` returned, or null.
 */
async function changeState<T>(
  store: Store,
  ref: string,
  change: (state: SignalState) => { state: SignalState; result: T } | null,
): Promise<T | null> {
  const key = signalsKey(ref);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const stored = await store.getWithMetadata(key, { type: "json" });
    const state: SignalState = {
      ...noSightings(),
      notified: [],
      ...(stored?.data as SignalState | undefined),
    };
    const changed = change(state);
    if (!changed) return null;
    // The local Blobs server answers reads without an etag: a listing gives it.
    const etag =
      stored &&
      (stored.etag ?? (await store.list({ prefix: key })).blobs.find((blob) => blob.key === key)?.etag);
    const { modified } = await storageDeadline(
      store.setJSON(key, changed.state, etag ? { onlyIfMatch: etag } : { onlyIfNew: true }),
      1,
      "analytics: storing an application's signals",
    );
    if (modified) return changed.result;
  }
  throw new Error("analytics: an application's signals kept changing");
}

/**
 * Tells the owner about `signal` once per application: claims it in the state, then
 * queues the notice. Nothing happens with the kind switched off, nor while the
 * application's link is paused or expired (judged now, from the application just read: the
 * visitor saw the public site); neither claims it, so the next one after is told.
 */
export async function tellOnce(
  store: Store,
  application: OwnedApplication,
  signal: NotifyingSignal,
  details: { page?: string; country?: string },
  where: SignalContext,
): Promise<void> {
  if (!signalNoticesOn(signal) || !applicationLinkOpen(application, where.now.getTime())) return;
  const claimed = await changeState(store, application.ref, (state) =>
    state.notified.includes(signal)
      ? null
      : { state: { ...state, notified: [...state.notified, signal] }, result: true },
  );
  if (!claimed) return;
  await queueForRetryRun(
    applicationSignalNotices,
    `application-${signal}-${application.ref}`,
    {
      signal,
      ref: application.ref,
      company: application.company,
      ...(details.page ? { page: details.page } : {}),
      ...(details.country && details.country !== unknownCountry ? { country: details.country } : {}),
    },
    { origin: where.origin, deployContext: where.deployContext, now: where.now },
  );
}

/**
 * A person's view through an owned application's tag: its browser is remembered for the
 * day, and compared with the browsers and countries seen before on the tag; a second
 * browser that day, or a new country, is the "forwarded" signal.
 */
export async function sightApplication(
  store: Store,
  application: OwnedApplication,
  view: { visitor: string; country: string; page: string },
  where: SignalContext,
): Promise<void> {
  const { day, hash } = await browserOfDay(view.visitor, where.now.getTime());
  await storageDeadline(
    store.set(browserKey(day, hash), application.ref, { onlyIfNew: true }),
    1,
    "analytics: remembering a browser's application",
  );
  const forwarded = await changeState(store, application.ref, (state) => {
    const sighting = sightTag(state, day, hash, view.country);
    const same =
      sighting.seen.countries.length === state.countries.length &&
      sighting.seen.browsers.length === state.browsers.length &&
      sighting.seen.day === state.day;
    return same ? null : { state: { ...state, ...sighting.seen }, result: sighting.forwarded };
  });
  if (forwarded) await tellOnce(store, application, "forwarded", view, where);
}

/**
 * The owned application a request belongs to: its own tag when it carries an owned one,
 * else the one its browser came with today; undefined for neither. Costs one read of the
 * owner's applications, plus one of the browser's day when the request has no owned tag.
 */
export async function applicationOfRequest(
  store: Store,
  tag: string | undefined,
  visitor: string | undefined,
  nowMs: number,
): Promise<OwnedApplication | undefined> {
  const owned = await readOwnedApplications(store);
  const own = (ref: string | undefined) => owned.find((application) => application.ref === ref);
  const direct = own(applicationTag(tag));
  if (direct || !visitor || owned.length === 0) return direct;
  const { day, hash } = await browserOfDay(visitor, nowMs);
  const ref = await store.get(browserKey(day, hash), { type: "text" });
  return own(ref ?? undefined);
}

/**
 * An engagement just stored: when it reads a project page to the end (`readsToEnd`) and
 * its view came through an application's tag, or its browser did before, the owner is
 * told once. Costs no storage call for any other engagement.
 */
export function noticeReadToEnd(
  req: Request,
  context: Pick<Context, "waitUntil" | "deploy">,
  view: VisitRecord,
  figures: { seconds: number; depth: number },
): void {
  if (!(view.viaRef || view.tagged) || !readsToEnd({ page: view.pageUrl, ...figures })) return;
  const now = new Date();
  afterAnswer(context, async () => {
    const store = analyticsStore();
    const application = await applicationOfRequest(
      store,
      view.viaRef ? view.campaign : undefined,
      view.visitor,
      now.getTime(),
    );
    if (!application) return;
    await tellOnce(
      store,
      application,
      "read-to-end",
      { page: view.pageUrl, country: view.country },
      {
        origin: new URL(req.url).origin,
        deployContext: context.deploy?.context,
        now,
      },
    );
  });
}

/** Deletes the browsers' days before today (the roll-up's step, as the salts'). */
export async function pruneApplicationBrowsers(store: Store, now: Date = new Date()): Promise<number> {
  const today = utcDate(now.getTime());
  let deleted = 0;
  for await (const page of store.list({ prefix: browsersPrefix, paginate: true })) {
    for (const { key } of page.blobs) {
      if (key.slice(browsersPrefix.length, browsersPrefix.length + 10) >= today) continue;
      await store.delete(key);
      deleted += 1;
    }
  }
  return deleted;
}

/** Runs a signal's work after the answer; it never throws (a failure is logged). */
export function afterAnswer(context: { waitUntil(work: Promise<unknown>): void }, work: () => Promise<void>) {
  context.waitUntil(
    work().catch((error: unknown) => {
      console.error("analytics: could not check an application's signal", errorLine(error));
    }),
  );
}
