import { createContext, useContext } from "react";

/** What every field of the form reads beside its own value. */
export interface EditorContextValue {
  /** The site's languages, the default first (from the site.json being edited). */
  languages: readonly string[];
  /** Each field's problems, by its id (`fieldId`). */
  problems: ReadonlyMap<string, readonly string[]>;
  /** After a list item moved: the id of the button to give focus to once it renders. */
  focusAfterRender: (id: string) => void;
}

export const EditorContext = createContext<EditorContextValue>({
  languages: ["en"],
  problems: new Map(),
  focusAfterRender: () => {},
});

export const useEditor = () => useContext(EditorContext);
