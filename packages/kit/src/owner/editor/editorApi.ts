/**
 * What the content editor asks of its host: the calls it makes and what a failure means. The kit
 * makes no request of its own, so the editor works with any transport (the site's one API client,
 * a test's stand-in, a story's answers), and the host keeps its own session and error handling.
 */
import type {
  ContentHistory,
  ContentImage,
  ContentMedia,
  ContentPublish,
  ContentPublished,
  ContentVersionText,
} from "@pmfolio/core";

/** What the editor was doing when a call failed: the host picks the sentence for it. */
export type EditorAction =
  "publishContent" | "fetchHistory" | "restoreVersion" | "fetchMedia" | "removeImages" | "uploadImage";

/**
 * What a failed call means to the editor, and the host's sentence for it: the content changed
 * since it was loaded (409, nothing written: the editor offers to reload), the owner's session
 * ended (the host shows its login, so a publish's outcome says nothing), or another failure.
 */
export interface EditorFailure {
  kind: "conflict" | "signedOut" | "failed";
  text: string;
}

export interface ContentEditorApi {
  /** A content file's last versions, newest first. */
  fetchHistory(file: string, signal?: AbortSignal): Promise<ContentHistory>;
  /** The uploaded images, with their sizes. */
  fetchMedia(signal?: AbortSignal): Promise<ContentMedia>;
  /** A content file's text at one of its versions (`text: null`: that version deleted it). */
  fetchVersion(file: string, revision: string): Promise<ContentVersionText>;
  /** Publishes the changed files; rejects with a conflict when the content changed since `revision`. */
  publish(publish: ContentPublish): Promise<ContentPublished>;
  /** Stores an image; `onPart` hears each part arrive. */
  uploadImage(
    file: Blob & { name: string },
    onPart?: (received: number, parts: number) => void,
  ): Promise<ContentImage>;
  /** What a rejection of one of the calls above means. */
  failure(error: unknown, action: EditorAction): EditorFailure;
}
