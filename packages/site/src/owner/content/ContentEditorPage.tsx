/**
 * /admin/content: the kit's content editor behind the owner session. This page loads the content
 * and keeps what the owner typed above the owner gate (a session that ends mid-edit locks the page,
 * and after logging in again every change is still there); the editor calls the server through
 * `contentEditorApi`.
 */
import { OWNER_PATHS } from "@pmfolio/core";
import {
  ContentEditor,
  parseFiles,
  type EditorState,
  type EditorUpdate,
  type PreviewPage,
} from "@pmfolio/kit/owner";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useEffect, useState, type Dispatch, type SetStateAction } from "react";
import { contentKey, fetchContent } from "../../api/content";
import { failureText } from "../failureText";
import { ownerLabels } from "../ownerLabels";
import { OwnerShell, type OwnerSessionProps } from "../OwnerShell";
import { contentEditorApi } from "./contentEditorApi";

const SitePreview = lazy(() => import("./SitePreview"));
const renderPreview = (page: PreviewPage) => (
  <Suspense fallback={null}>
    <SitePreview {...page} />
  </Suspense>
);

/** The editor, once the session is open: the content is fetched only then. */
function SessionEditor({
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

  useEffect(() => {
    if (state || !snapshot.data) return;
    const { files, revision, target, readOnly } = snapshot.data;
    setState({ original: files, revision, target, readOnly, draft: parseFiles(files) });
  }, [state, snapshot.data, setState]);

  const onChange = useCallback(
    (update: EditorUpdate) => setState((now) => now && (typeof update === "function" ? update(now) : update)),
    [setState],
  );
  const reload = useCallback(() => {
    setState(null);
    // Drops the loaded snapshot before fetching the newest, so the form waits for it.
    void client.resetQueries({ queryKey: contentKey });
  }, [client, setState]);

  return (
    <ContentEditor
      state={state}
      onChange={onChange}
      loadFailure={snapshot.isError ? failureText(snapshot.error, "fetchContent") : undefined}
      onRetry={() => void snapshot.refetch()}
      onReload={reload}
      api={contentEditorApi}
      renderPreview={renderPreview}
      onLogout={session.onLogout}
      onLogoutEverywhere={session.onLogoutEverywhere}
    />
  );
}

export default function ContentEditorPage() {
  const [state, setState] = useState<EditorState | null>(null);
  return (
    <OwnerShell returnTo={OWNER_PATHS.content} description={ownerLabels.ownerApp.contentLogin}>
      {(session) => <SessionEditor session={session} state={state} setState={setState} />}
    </OwnerShell>
  );
}
