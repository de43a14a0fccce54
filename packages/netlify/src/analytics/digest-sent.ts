/**
 * Which weekly digests went out: `digests/{monday}` in the analytics store, written if new
 * before a digest is built. The digest's function runs every hour (a Monday 08:00 in the
 * owner's zone is a different UTC hour through the year), so this marker is what makes
 * a week's digest go out once, even when two runs overlap. A digest whose sending then
 * fails is not sent again: as before, the next one comes a week later.
 */
import type { Store } from "@netlify/blobs";
import { storageDeadline } from "../blobs";
import { serialized } from "../concurrency";
import { dayMs } from "../core";

const prefix = "digests/";
/** Markers kept: enough to see that recent weeks went out. */
const KEEP_WEEKS = 8;

/**
 * True for the one call that claims `week`'s digest (a Monday, "YYYY-MM-DD"); false once
 * it is claimed. Markers older than KEEP_WEEKS are deleted by the claiming call.
 */
export async function claimDigestWeek(store: Store, week: string): Promise<boolean> {
  const key = `${prefix}${week}`;
  // In-process order first: the local Blobs server's onlyIfNew is not atomic (see serialized).
  const { modified } = await serialized(key, () =>
    storageDeadline(
      store.setJSON(key, { at: new Date().toISOString() }, { onlyIfNew: true }),
      1,
      "analytics: recording the weekly digest",
    ),
  );
  if (modified) {
    const oldest = new Date(Date.parse(`${week}T00:00:00.000Z`) - KEEP_WEEKS * 7 * dayMs)
      .toISOString()
      .slice(0, 10);
    const { blobs } = await store.list({ prefix });
    await Promise.all(
      blobs
        .filter(({ key: old }) => old.slice(prefix.length) < oldest)
        .map(({ key: old }) => store.delete(old)),
    );
  }
  return modified;
}
