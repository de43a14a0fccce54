/** The owner's content files, for the editor at /admin/content. */
import type { ContentPublish, ContentPublished, ContentSnapshot } from "@pmfolio/core";
import { apiCall } from "./client";

/** The query key of the content snapshot. */
export const contentKey = ["/api/content"] as const;

/** The content files as they are now, with the revision to publish from. */
export function fetchContent(signal?: AbortSignal): Promise<ContentSnapshot> {
  return apiCall("GET /api/content", { signal });
}

/** Publishes the changed files (409: the content changed since `revision`, nothing written). */
export function publishContent(publish: ContentPublish): Promise<ContentPublished> {
  return apiCall("POST /api/content", { json: publish });
}
