import { OWNER_PATHS } from "@pmfolio/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from "react";
import { contentKey, fetchContent } from "../../api/content";
import { failureText } from "../failureText";
import { OwnerShell, type OwnerSessionProps } from "../OwnerShell";
import { parseFiles } from "./draft";
import { Editor, type EditorState } from "./Editor";
import { EditorPage, Notice, Row } from "./editor.styles";
import { Button } from "@pmfolio/kit";

/**
 * Loads the content files once, then hands them to the form. What the owner typed lives in the
 * page, above the owner gate: a session that ends mid-edit locks the page, and after logging in
 * again every change is still there.
 */
function ContentEditor({
  session,
  state,
  setState,
}: {
  session: OwnerSessionProps;
  state: EditorState | null;
  setState: Dispatch<SetStateAction<EditorState | null>>;
}) {
  const client = useQueryClient();
  const snapshot = useQuery({ queryKey: contentKey, queryFn: ({ signal }) => fetchContent(signal) });
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (state || !snapshot.data) return;
    const { files, revision, target, readOnly } = snapshot.data;
    setState({ original: files, revision, target, readOnly, draft: parseFiles(files) });
  }, [state, snapshot.data, setState]);

  const reload = () => {
    setState(null);
    // Drops the loaded snapshot before fetching the newest, so the form waits for it.
    void client.resetQueries({ queryKey: contentKey });
    heading.current?.focus();
  };

  return (
    <EditorPage
      heading="Edit content"
      headingRef={heading}
      onLogout={session.onLogout}
      onLogoutEverywhere={session.onLogoutEverywhere}
    >
      {state ? (
        <Editor
          state={state}
          onChange={setState}
          onReload={reload}
          onImageUploaded={(image) =>
            setState((now) => now && { ...now, images: { ...now.images, [image.path]: image.ref } })
          }
          onRevision={(revision) => setState((now) => now && { ...now, revision })}
        />
      ) : snapshot.isError ? (
        <Notice $tone="danger" role="alert">
          <p>{failureText(snapshot.error, "fetchContent")}</p>
          <Row>
            <Button variant="secondary" size="sm" onClick={() => void snapshot.refetch()}>
              Try again
            </Button>
          </Row>
        </Notice>
      ) : (
        <p role="status">Loading the content…</p>
      )}
    </EditorPage>
  );
}

/** /admin/content: the owner's editor of every content file, behind the owner session. */
export default function ContentEditorPage() {
  const [state, setState] = useState<EditorState | null>(null);
  return (
    <OwnerShell
      returnTo={OWNER_PATHS.content}
      description="Enter the admin password to edit your site's content."
    >
      {(session) => <ContentEditor session={session} state={state} setState={setState} />}
    </OwnerShell>
  );
}
