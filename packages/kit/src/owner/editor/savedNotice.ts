/**
 * "Saved to content/…" across the reload that follows it: under `pnpm dev` a publish writes the
 * content files, and the dev server reloads every page that reads them, this one included, often
 * before the answer is read. So the words are kept for the next load of this tab (sessionStorage,
 * one shot; nothing in the address), with the files' texts from before the publish that "Undo this
 * publish" puts back, and shown there only when the content loaded is what that publish made: its
 * answer's revision, or, when the reload beat the answer, any revision but the one it was sent from.
 */
const KEY = "pmfolio:content-saved";

/** Each file a publish changed, as it was before it (null: the publish made it). */
export type FilesBefore = Readonly<Record<string, string | null>>;

/** What a publish said, and what undoing it puts back. */
export interface Said {
  text: string;
  /** The commit on the Git host, when the publish made one there. */
  commitUrl?: string;
  /** Absent once undone: an undo is not undone in turn. */
  before?: FilesBefore;
}

interface SavedNotice {
  /** What to show. */
  text: string;
  before?: FilesBefore;
  /** The revision the publish was sent from. */
  from: string;
  /** The revision its answer named, once it came. */
  to?: string;
}

function read(): SavedNotice | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as SavedNotice | null;
    return value && typeof value.text === "string" && typeof value.from === "string" ? value : null;
  } catch {
    return null;
  }
}

function write(notice: SavedNotice | null): void {
  try {
    if (notice) sessionStorage.setItem(KEY, JSON.stringify(notice));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (a private window's quota): the message is then only lost on a reload.
  }
}

/** Before a publish to disk: what to say if the page reloads on its own, and what undoing it puts back. */
export function expectSaved(text: string, from: string, before?: FilesBefore): void {
  write({ text, from, before });
}

/** The publish answered: its words and revision, for a reload that comes after the answer. */
export function confirmSaved(text: string, to: string): void {
  const kept = read();
  if (kept) write({ ...kept, text, to });
}

/** Nothing to carry over: the publish failed, or the owner went on editing. */
export function forgetSaved(): void {
  write(null);
}

/** What to show on this load, if the content loaded at `revision` is what the last publish made. */
export function savedOnLoad(revision: string): Said | null {
  const kept = read();
  if (!kept) return null;
  const made = kept.to ? revision === kept.to : revision !== kept.from;
  return made ? { text: kept.text, before: kept.before } : null;
}
