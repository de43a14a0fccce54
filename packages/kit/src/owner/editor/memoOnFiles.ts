import { memo, type FunctionComponent } from "react";
import type { Draft } from "./draft";

/** A part of the form that edits some of the draft's files. */
export interface FilesPartProps {
  draft: Draft;
  onChange: (changes: Draft) => void;
}

/** Whether a file `inPart` names differs between the two drafts. */
function partChanged(before: Draft, after: Draft, inPart: (name: string) => boolean): boolean {
  if (before === after) return false;
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)]))
    if (inPart(name) && before[name] !== after[name]) return true;
  return false;
}

/**
 * `Part`, drawn again only when one of its own files (`inPart`) changes: a keystroke in another
 * part of the form leaves it as it is.
 */
export function memoOnFiles(Part: FunctionComponent<FilesPartProps>, inPart: (name: string) => boolean) {
  return memo(
    Part,
    (before, after) => before.onChange === after.onChange && !partChanged(before.draft, after.draft, inPart),
  );
}
