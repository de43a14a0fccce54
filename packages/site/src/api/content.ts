/** The owner's content files, for the editor at /admin/content. */
import {
  contentImageLimits,
  type ContentHistory,
  type ContentImage,
  type ContentMedia,
  type ContentPublish,
  type ContentPublished,
  type ContentSnapshot,
  type ContentVersionText,
} from "@pmfolio/core";
import { apiCall } from "./client";

/** The query key of the content snapshot. */
export const contentKey = ["/api/content"] as const;

/** The content files as they are now, with the revision to publish from. */
export function fetchContent(signal?: AbortSignal): Promise<ContentSnapshot> {
  return apiCall<"GET /api/content", ContentSnapshot>("GET /api/content", { signal });
}

/** A content file's last versions, newest first. */
export function fetchContentHistory(file: string, signal?: AbortSignal): Promise<ContentHistory> {
  return apiCall<"GET /api/content", ContentHistory>("GET /api/content", {
    query: { history: file },
    signal,
  });
}

/**
 * The query key of the uploaded images: one list for the media library and every image field's
 * choice, fetched again when a publish may have changed it.
 */
export const contentMediaKey = ["/api/content", "media"] as const;

/** The uploaded images, with their sizes. */
export function fetchContentMedia(signal?: AbortSignal): Promise<ContentMedia> {
  return apiCall<"GET /api/content", ContentMedia>("GET /api/content", { query: { media: "" }, signal });
}

/** A content file's text at one of its versions (null: that commit deleted it). */
export function fetchContentVersion(file: string, revision: string): Promise<ContentVersionText> {
  return apiCall<"GET /api/content", ContentVersionText>("GET /api/content", { query: { file, revision } });
}

/** Publishes the changed files (409: the content changed since `revision`, nothing written). */
export function publishContent(publish: ContentPublish): Promise<ContentPublished> {
  return apiCall("POST /api/content", { json: publish });
}

/** A file's bytes as base64, in the browser's own encoder's chunks (a 3 MB part at once would overflow the call stack). */
function base64(bytes: Uint8Array): string {
  let binary = "";
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

/**
 * Uploads an image in parts of at most `contentImageLimits.partBytes` (a function takes at most
 * 6 MB a request, and base64 is a third larger), one after another; `onPart` hears each part
 * arrive. The server checks the bytes and answers why it refuses (`ApiError.serverError`).
 */
export async function uploadContentImage(
  file: Blob & { name: string },
  onPart?: (received: number, parts: number) => void,
): Promise<ContentImage> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const parts = Math.max(1, Math.ceil(bytes.length / contentImageLimits.partBytes));
  const upload = `${Date.now().toString(36)}-${crypto.randomUUID()}`.slice(0, 64);
  for (let part = 0; part < parts; part += 1) {
    const data = base64(
      bytes.subarray(part * contentImageLimits.partBytes, (part + 1) * contentImageLimits.partBytes),
    );
    const answer = await apiCall("POST /api/content/images", {
      json: { name: file.name, upload, part, parts, data },
    });
    onPart?.(part + 1, parts);
    if (answer.complete) return answer.image;
  }
  throw new Error("The server did not say the image was complete. Upload it again.");
}
