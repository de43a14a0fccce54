/**
 * What the last publish did, under the Publish button: where it went, with "Undo this publish",
 * which publishes the changed files as they were before it (a new commit on a deploy, never a
 * rewritten one); a conflict to reload from; or why it failed.
 */
import type { ContentPublished, ContentVersion } from "@pmfolio/core";
import { Button } from "../../primitives";
import { Notice, Row } from "./editor.styles";
import type { Said } from "./savedNotice";
import { useEditor } from "./editorContext";

type Target = "disk" | "git";

const onDisk = (files: readonly string[]) => files.map((file) => `content/${file}`).join(", ");

/** What a publish did, in words: where it went. */
export function publishedText(published: Pick<ContentPublished, "changed">, target: Target): string {
  if (target === "git") return "Published: the site rebuilds in a few minutes.";
  return `Saved to ${onDisk(published.changed)} on disk.`;
}

/** What undoing a publish did, in words. */
export function undoneText(files: readonly string[], target: Target): string {
  if (target === "git")
    return "Undone: the content is as it was before that publish. The site rebuilds in a few minutes.";
  return `Undone: ${onDisk(files)} ${files.length === 1 ? "is" : "are"} as before that publish, on disk.`;
}

/** When a version was committed, in the owner's words ("3 Dec 2026, 06:40"). */
export const versionDate = (version: Pick<ContentVersion, "date">) =>
  new Date(version.date).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** What restoring a version did, in words. */
export function restoredText(file: string, version: ContentVersion, target: Target): string {
  const what = `content/${file} is as it was on ${versionDate(version)} ("${version.message}")`;
  return target === "git"
    ? `Restored: ${what}. The site rebuilds in a few minutes.`
    : `Restored: ${what}, on disk.`;
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
  if (said && !error)
    return (
      <Notice $tone="success" role="status">
        <p>
          {said.text} {said.commitUrl ? <a href={said.commitUrl}>See the commit</a> : null}
        </p>
        {said.before ? (
          <Row>
            <Button variant="secondary" size="sm" disabled={undoing} onClick={() => onUndo(said.before!)}>
              {undoing ? "Undoing…" : "Undo this publish"}
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
        <p>
          The content changed since you opened the editor (someone published, or a file changed), so nothing
          was written. Reload to edit the newest content; what you typed here is replaced.
        </p>
        <Row>
          <Button variant="secondary" size="sm" onClick={onReload}>
            Reload
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
