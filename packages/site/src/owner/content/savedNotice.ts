/**
 * "Saved to content/…" across the reload that follows it: under `pnpm dev` a publish writes the
 * content files, and the dev server reloads every page that reads them, this one included, often
 * before the answer is read. So the words are kept for the next load of this tab (sessionStorage,
 * one shot, only file names; nothing in the address) and shown there only when the content loaded
 * is what that publish made: its answer's revision, or, when the reload beat the answer, any
 * revision but the one it was sent from.
 */
const KEY = "pmfolio:content-saved";

interface SavedNotice {
  /** What to show. */
  text: string;
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

/** Before a publish to disk: what to say if the page reloads on its own. */
export function expectSaved(text: string, from: string): void {
  write({ text, from });
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

/** The words to show on this load, if the content loaded at `revision` is what the last publish made. */
export function savedOnLoad(revision: string): string | null {
  const kept = read();
  if (!kept) return null;
  const made = kept.to ? revision === kept.to : revision !== kept.from;
  return made ? kept.text : null;
}
