/**
 * A content file's History: a button beside its part's heading opens a native modal `<dialog>` with
 * the file's last versions (the Git host's commits on a deploy, the local repository's under
 * `pnpm dev`), newest first, each with its date, its message and "Restore this version", which
 * publishes the file as it was then (the second click).
 */
import type { ContentHistory, ContentVersion } from "@pmfolio/core";
import { editorLabels } from "../../labels/editorLabels";
import { useLabels } from "../../labels/LabelsContext";
import { Button } from "../../primitives";
import { useEffect, useId, useRef, useState } from "react";
import { ConfirmDialog, ErrorText, Hint, Row, VersionList } from "./editor.styles";
import { useEditor, useFailureText } from "./editorContext";
import { versionDate } from "./PublishOutcome";

export function FileHistory({
  file,
  title,
}: {
  file: string;
  /** What the file is to the owner ("Profile and links", "Project 2: Atlas"), for the button's words. */
  title: string;
}) {
  const { restore: onRestore, readOnly, api } = useEditor();
  const failureText = useFailureText();
  const words = useLabels("editor", editorLabels.editor);
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [restoring, setRestoring] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const history = useHistory(api.fetchHistory, file, open);

  const restore = async (version: ContentVersion) => {
    setRestoring(version.revision);
    setFailure(null);
    try {
      await onRestore(file, version);
      dialog.current?.close();
    } catch (error) {
      setFailure(error);
    } finally {
      setRestoring(null);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        disabled={readOnly}
        aria-haspopup="dialog"
        onClick={() => {
          setFailure(null);
          setOpen(true);
          dialog.current?.showModal();
        }}
      >
        {words.historyOf(title)}
      </Button>
      <ConfirmDialog ref={dialog} aria-labelledby={`${id}-heading`} onClose={() => setOpen(false)}>
        <h3 id={`${id}-heading`}>{words.versionsOf(`content/${file}`)}</h3>
        {!open ? null : "error" in history ? (
          <ErrorText role="alert">{failureText(history.error, "fetchHistory")}</ErrorText>
        ) : !history.data ? (
          <p role="status">{words.loadingVersions}</p>
        ) : (
          <>
            {history.data.note ? <Hint>{history.data.note}</Hint> : null}
            <VersionList>
              {history.data.versions.map((version, index) => (
                <li key={version.revision}>
                  <span id={`${id}-${version.revision}`}>
                    <time dateTime={version.date}>{versionDate(version)}</time>: {version.message}
                    {index === 0 ? ` ${words.latest}` : ""}
                  </span>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={restoring !== null}
                    aria-describedby={`${id}-${version.revision}`}
                    onClick={() => void restore(version)}
                  >
                    {restoring === version.revision ? words.restoring : words.restore}
                  </Button>
                </li>
              ))}
            </VersionList>
          </>
        )}
        {failure ? <ErrorText role="alert">{failureText(failure, "restoreVersion")}</ErrorText> : null}
        <Row>
          <Button variant="secondary" onClick={() => dialog.current?.close()}>
            {words.close}
          </Button>
        </Row>
      </ConfirmDialog>
    </>
  );
}

/**
 * The file's versions while the dialog is open: each opening fetches them as they are now (a
 * publish adds one), and closing drops them and cancels a fetch under way.
 */
function useHistory(
  fetchHistory: (file: string, signal?: AbortSignal) => Promise<ContentHistory>,
  file: string,
  open: boolean,
): { data?: ContentHistory } | { error: unknown } {
  const [history, setHistory] = useState<{ data?: ContentHistory } | { error: unknown }>({});
  useEffect(() => {
    if (!open) return;
    const abort = new AbortController();
    fetchHistory(file, abort.signal).then(
      (data) => abort.signal.aborted || setHistory({ data }),
      (error: unknown) => abort.signal.aborted || setHistory({ error }),
    );
    return () => {
      abort.abort();
      setHistory({});
    };
  }, [fetchHistory, file, open]);
  return history;
}
