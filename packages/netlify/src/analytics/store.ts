/**
 * The `analytics` store (layout in ./keys) and the owner's applications in it: the tags
 * created in the link builder, one small JSON list (`applications/owned`) read with one
 * `get` by the summary, the timeline and the page view's notice, and replaced with a
 * conditional write by ./applications.
 */
import type { Store } from "@netlify/blobs";
import { applicationTag, type OwnedApplication } from "../core";
import { blobsStore } from "../blobs";

/**
 * The analytics store. Reads are strong: a closed day's summary must see every event.
 * Calls are time-limited (BLOBS_TIMEOUT_MS, see ../blobs).
 */
export function analyticsStore(): Store {
  return blobsStore("analytics");
}

export const ownedApplicationsKey = "applications/owned";

/** The owner's applications, oldest first (none when nothing is stored or it does not parse). */
export async function readOwnedApplications(store: Store): Promise<OwnedApplication[]> {
  return (await readOwned(store, false)).applications;
}

/** The list, and with `forWrite` its etag for a conditional write back (./applications). */
export async function readOwned(
  store: Store,
  forWrite = true,
): Promise<{ applications: OwnedApplication[]; etag?: string }> {
  const stored = await store.getWithMetadata(ownedApplicationsKey, { type: "json" });
  if (!stored) return { applications: [] };
  const list = Array.isArray(stored.data) ? (stored.data as unknown[]) : [];
  const applications = list.filter(
    (item): item is OwnedApplication =>
      typeof item === "object" &&
      item !== null &&
      typeof (item as OwnedApplication).ref === "string" &&
      applicationTag((item as OwnedApplication).ref) === (item as OwnedApplication).ref &&
      typeof (item as OwnedApplication).company === "string" &&
      typeof (item as OwnedApplication).created === "string",
  );
  return { applications, etag: stored.etag ?? (forWrite ? await listedEtag(store) : undefined) };
}

/**
 * The list's etag from a listing: the local Blobs server answers reads without one (the
 * platform gives it with the read), and without it no change could ever be written back.
 */
async function listedEtag(store: Store): Promise<string | undefined> {
  const { blobs } = await store.list({ prefix: ownedApplicationsKey });
  return blobs.find((blob) => blob.key === ownedApplicationsKey)?.etag;
}
