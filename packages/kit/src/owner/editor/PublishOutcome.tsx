/**
 * What the last publish did, under the Publish button: where it went, with "Undo this publish",
 * which publishes the changed files as they were before it (a new commit on a deploy, never a
 * rewritten one); a conflict to reload from; or why it failed.
 */
import type { ContentProblem, ContentPublished, ContentVersion } from "@pmfolio/core";
import type { Labels } from "../../labels";
import { editorLabels } from "../../labels/editorLabels";
import { useLabels } from "../../labels/LabelsContext";
import { Button } from "../../primitives";
import { Notice, Row } from "./editor.styles";
import type { Said } from "./savedNotice";
import { useEditor } from "./editorContext";

type Target = "disk" | "git";
type Words = Labels["editor"];

const onDisk = (files: readonly string[]) => files.map((file) => `content/${file}`).join(", ");

/** What a publish did, in words: where it went. */
export function publishedText(
  published: Pick<ContentPublished, "changed">,
  target: Target,
  words: Words,
): string {
  return target === "git" ? words.published : words.savedOnDisk(onDisk(published.changed));
}

/** What undoing a publish did, in words. */
export function undoneText(files: readonly string[], target: Target, words: Words): string {
  return target === "git" ? words.undone : words.undoneOnDisk(onDisk(files), files.length);
}

/** When a version was committed, in the owner's words ("3 Dec 2026, 06:40"). */
export const versionDate = (version: Pick<ContentVersion, "date">) =>
  new Date(version.date).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** What restoring a version did, in words. */
export function restoredText(file: string, version: ContentVersion, target: Target, words: Words): string {
  const restored = { file: `content/${file}`, date: versionDate(version), message: version.message };
  return target === "git" ? words.restored(restored) : words.restoredOnDisk(restored);
}

/** Why Publish is (not) available, beside it. */
export function publishState(
  words: Labels["editor"],
  state: {
    readOnly?: string;
    problems: readonly ContentProblem[];
    checking: boolean;
    changedCount: number;
    pending: boolean;
  },
): string {
  if (state.pending) return words.publishing;
  if (state.readOnly) return words.publishOff;
  if (state.checking) return words.checking;
  if (state.problems.length) return words.fixToPublish(state.problems.length);
  if (state.changedCount === 0) return words.noChanges;
  return words.filesChanged(state.changedCount);
}

export function PublishOutcome({
  error,
  said,
  undoing,
  onUndo,
  onReload,
}: {
  /** The last publish's or undo's failure. */
  error: unknown;
  /** What the last publish or undo said, here or before the dev server's reload. */
  said: Said | null;
  undoing: boolean;
  onUndo: (before: NonNullable<Said["before"]>) => void;
  onReload: () => void;
}) {
  const { api } = useEditor();
  const words = useLabels("editor", editorLabels.editor);
  if (said && !error)
    return (
      <Notice $tone="success" role="status">
        <p>
          {said.text} {said.commitUrl ? <a href={said.commitUrl}>{words.seeCommit}</a> : null}
        </p>
        {said.before ? (
          <Row>
            <Button variant="secondary" size="sm" disabled={undoing} onClick={() => onUndo(said.before!)}>
              {undoing ? words.undoing : words.undo}
            </Button>
          </Row>
        ) : null}
      </Notice>
    );
  const failure = error ? api.failure(error, "publishContent") : null;
  if (!failure || failure.kind === "signedOut") return null;
  if (failure.kind === "conflict")
    return (
      <Notice $tone="warning" role="alert">
        <p>{words.conflict}</p>
        <Row>
          <Button variant="secondary" size="sm" onClick={onReload}>
            {words.reload}
          </Button>
        </Row>
      </Notice>
    );
  return (
    <Notice $tone="danger" role="alert">
      <p>{failure.text}</p>
    </Notice>
  );
}
