import type { ContentImage, ContentVersion } from "@pmfolio/core";
import type { ContentEditorApi, EditorAction } from "./editorApi";
import { createContext, useContext } from "react";

/** What every field of the form reads beside its own value. */
export interface EditorContextValue {
  /** The site's languages, the default first (from the site.json being edited). */
  languages: readonly string[];
  /** Each field's problems, by its id (`fieldId`). */
  problems: ReadonlyMap<string, readonly string[]>;
  /** After a list item moved: the id of the button to give focus to once it renders. */
  focusAfterRender: (id: string) => void;
  /** An image was uploaded: the next publish names it. */
  imageUploaded: (image: ContentImage) => void;
  /** Publishes a file as it was at a version of its history; rejects with the reason when it cannot. */
  restore: (file: string, version: ContentVersion) => Promise<void>;
  /** Publishing cannot work here: nothing offers to write. */
  readOnly: boolean;
  /** The host's calls. */
  api: ContentEditorApi;
}

function needsEditor(): Promise<never> {
  return Promise.reject(new Error("Only a field inside ContentEditor can call the server."));
}

export const EditorContext = createContext<EditorContextValue>({
  languages: ["en"],
  problems: new Map(),
  focusAfterRender: () => {},
  imageUploaded: () => {},
  restore: () => Promise.reject(new Error("Restoring needs the editor.")),
  readOnly: true,
  api: {
    fetchHistory: needsEditor,
    fetchMedia: needsEditor,
    fetchVersion: needsEditor,
    publish: needsEditor,
    uploadImage: needsEditor,
    failure: (error) => ({ kind: "failed", text: error instanceof Error ? error.message : String(error) }),
  },
});

export const useEditor = () => useContext(EditorContext);

/** The host's sentence for a failed call. */
export function useFailureText(): (error: unknown, action: EditorAction) => string {
  const { api } = useEditor();
  return (error, action) => api.failure(error, action).text;
}
