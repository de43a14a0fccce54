export { ContentEditor } from "./ContentEditor";
export type { ContentEditorProps } from "./ContentEditor";
export type { ContentEditorApi, EditorAction, EditorFailure } from "./editorApi";
export type { EditorState, EditorUpdate } from "./EditorForm";
export { parseFiles } from "./draft";
export type { Draft } from "./draft";
export type { PreviewPage } from "./preview/ContentPreview";
export type { PreviewContent } from "./preview/previewContent";
