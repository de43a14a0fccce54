/**
 * A content file's history, for the editor's "History" (`GET /api/content?history=<file>`) and one
 * version's text, for "Restore this version" (`GET /api/content?file=<file>&revision=<sha>`). A version is a commit
 * that changed the file: the Git host's on a deploy, the local repository's under `pnpm dev`. A
 * restore is an ordinary publish of that text: one more commit, never a rewritten history.
 */

/** How many versions of a file the history lists, newest first. */
export const contentHistoryLimit = 20;

/** One commit that changed a file. */
export interface ContentVersion {
  /** The commit's full SHA. */
  revision: string;
  /** When it was committed (ISO 8601). */
  date: string;
  /** The first line of its message. */
  message: string;
}

/** A file's last versions, newest first (at most `contentHistoryLimit`). */
export interface ContentHistory {
  file: string;
  versions: ContentVersion[];
  /** Why there are none to show, in plain words (no Git repository under `pnpm dev`). */
  note?: string;
}

/** A file's text at a version; null where that commit deleted it. */
export interface ContentVersionText {
  file: string;
  revision: string;
  text: string | null;
}

/** A commit SHA as Git writes it (SHA-1, or SHA-256 in a repository that uses it). */
export const isRevision = (value: unknown): value is string =>
  typeof value === "string" && /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(value);
