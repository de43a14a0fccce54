/**
 * The owner's editor of every content file, as a page: its heading and session buttons, the
 * content loading or failing to, then the form (`EditorForm`) with its preview. The host keeps
 * the state (so a session that ends mid-edit loses nothing: after logging in again every change is
 * still there) and makes the calls (`ContentEditorApi`).
 */
import { useCallback, useRef, type ReactNode } from "react";
import { editorLabels } from "../../labels/editorLabels";
import { useLabels } from "../../labels/LabelsContext";
import { Button } from "../../primitives";
import type { ContentEditorApi } from "./editorApi";
import { EditorPage, Notice, Row } from "./editor.styles";
import { EditorForm, type EditorState, type EditorUpdate } from "./EditorForm";
import type { PreviewPage } from "./preview/ContentPreview";

export interface ContentEditorProps {
  /** The content as loaded and edited since; null while it loads. */
  state: EditorState | null;
  /** Every change to the state (a publish's outcome on top of the newest state, as a function). */
  onChange: (update: EditorUpdate) => void;
  /** Why the content could not load, in the host's words; with `onRetry`, "Try again". */
  loadFailure?: string;
  onRetry?: () => void;
  /** Loads the newest content, dropping what was typed (offered after a conflict). */
  onReload: () => void;
  /** The calls the editor makes, through the host's transport. */
  api: ContentEditorApi;
  /** Draws the home page with the draft's content beside the form; without it, no preview. */
  renderPreview?: (page: PreviewPage) => ReactNode;
  /** Ends the owner's session (the page's 'Log out'). */
  onLogout?: () => void;
  /** Ends every session of the owner. */
  onLogoutEverywhere?: () => void;
}

export function ContentEditor({
  state,
  onChange,
  loadFailure,
  onRetry,
  onReload,
  api,
  renderPreview,
  onLogout,
  onLogoutEverywhere,
}: ContentEditorProps) {
  const words = useLabels("editor", editorLabels.editor);
  const heading = useRef<HTMLHeadingElement>(null);
  const reload = useCallback(() => {
    onReload();
    heading.current?.focus();
  }, [onReload]);

  return (
    <EditorPage
      heading={words.heading}
      headingRef={heading}
      onLogout={onLogout}
      onLogoutEverywhere={onLogoutEverywhere}
    >
      {state ? (
        <EditorForm
          state={state}
          onChange={onChange}
          onReload={reload}
          api={api}
          renderPreview={renderPreview}
        />
      ) : loadFailure ? (
        <Notice $tone="danger" role="alert">
          <p>{loadFailure}</p>
          {onRetry ? (
            <Row>
              <Button variant="secondary" size="sm" onClick={onRetry}>
                {words.tryAgain}
              </Button>
            </Row>
          ) : null}
        </Notice>
      ) : (
        <p role="status">{words.loading}</p>
      )}
    </EditorPage>
  );
}
