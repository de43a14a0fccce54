/**
 * The form of every content file, generated from core's schema, checked on every change with the
 * build's own check, and published through the host's calls (`ContentEditorApi`): only the
 * changed files, only when nothing is wrong.
 */
import {
  contentFileSchemas,
  imageUses,
  siteLanguages,
  type ContentImage,
  type ContentProblem,
  type ContentVersion,
} from "@pmfolio/core";
import type { Labels } from "../../labels";
import { editorLabels } from "../../labels/editorLabels";
import { useLabels } from "../../labels/LabelsContext";
import { Button } from "../../primitives";
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { changedFiles, draftProblems, fieldId, parseFiles, type Draft } from "./draft";
import { EditorContext, type EditorContextValue } from "./editorContext";
import { Notice, PartsList, PublishBar, ReadOnlyScope, Workspace } from "./editor.styles";
import { PartSection } from "./PartSection";
import { ErrorSummary, partId } from "./ErrorSummary";
import { SchemaPart } from "./SchemaPart";
import { PostsPart } from "./posts/PostsPart";
import { ProjectsPart } from "./ProjectsPart";
import { FileHistory } from "./FileHistory";
import { PublishOutcome, publishState, publishedText, restoredText, undoneText } from "./PublishOutcome";
import {
  confirmSaved,
  expectSaved,
  forgetSaved,
  savedOnLoad,
  type FilesBefore,
  type Said,
} from "./savedNotice";
import { undescribedImages } from "./images/uploadedImages";
import { MediaLibrary } from "./images/MediaLibrary";
import { describeSchema, type ObjectNode } from "./fields/schemaFields";
import type { ContentEditorApi } from "./editorApi";
import { MediaListContext, useMediaList } from "./images/useContentMedia";
import { ContentPreview, type PreviewPage } from "./preview/ContentPreview";
import { useAction } from "./useAction";
import { useLatest } from "./useLatest";

/** The content as loaded, and as edited since. */
export interface EditorState {
  /** Each file's text at `revision`. */
  original: Readonly<Record<string, string>>;
  revision: string;
  target: "disk" | "git";
  readOnly?: string;
  draft: Draft;
  /** Images uploaded since the last publish: each path's `ref`, which the next publish names. */
  images?: Readonly<Record<string, string>>;
}

/** Each content file's form, from its schema; projects.json is the projects' order, edited with them. */
const fileParts = Object.entries(contentFileSchemas)
  .filter(([file]) => file !== "projects.json")
  .map(([file, schema]) => ({ file, node: describeSchema(schema) as ObjectNode }));

/** A part's title: "site.json" is the part `site`; a file the labels do not name goes by its name. */
const partTitle = (parts: Labels["editor"]["parts"], file: string) =>
  (parts as Readonly<Record<string, string | undefined>>)[file.replace(/\.json$/, "")] ?? file;

/**
 * The uploaded images the changed files show, as the server counts a use (core's `imageUses`): one
 * replaced before publishing is left out.
 */
function imagesIn(
  changed: Readonly<Record<string, string | null>>,
  images: EditorState["images"],
): Record<string, string> | undefined {
  const uses = imageUses(
    Object.entries(changed).filter((entry): entry is [string, string] => entry[1] !== null),
  );
  const shown = Object.entries(images ?? {}).filter(([path]) => uses.has(path));
  return shown.length ? Object.fromEntries(shown) : undefined;
}

/** A change to the editor's state: the next state, or how to make it from the newest one. */
export type EditorUpdate = EditorState | ((now: EditorState) => EditorState);

export interface EditorFormProps {
  state: EditorState;
  onChange: (update: EditorUpdate) => void;
  /** Loads the content again, dropping what was typed (after a conflict). */
  onReload: () => void;
  api: ContentEditorApi;
  renderPreview?: (page: PreviewPage) => ReactNode;
}

export function EditorForm({ state, onChange, onReload, api, renderPreview }: EditorFormProps) {
  const { original, draft, readOnly } = state;
  const words = useLabels("editor", editorLabels.editor);
  const imageWords = useLabels("editorImages", editorLabels.editorImages);
  // Checking runs after the keystroke has painted, so typing never waits for it.
  const checked = useDeferredValue(draft);

  const changed = useMemo(() => changedFiles(original, draft), [original, draft]);
  const changedCount = Object.keys(changed).length;

  const site = draft["site.json"] as { locale?: string; translations?: unknown } | undefined;
  // A key that changes only when site.json's languages do, so the fields do not re-render for them.
  const languageKey = siteLanguages({
    locale: site?.locale,
    translations: Array.isArray(site?.translations) ? site.translations.map(String) : undefined,
  }).join(",");

  const found = useMemo(
    () => [
      ...draftProblems(original, checked),
      ...undescribedImages(checked, languageKey.split(",")[0]!, imageWords.altRequired),
    ],
    [original, checked, languageKey, imageWords.altRequired],
  );
  // The same problems keep the same list, so a keystroke that changes none does not redraw every
  // field that reads them from the context.
  const problemsKey = JSON.stringify(found);
  const problems = useMemo(() => JSON.parse(problemsKey) as ContentProblem[], [problemsKey]);

  const focusTarget = useRef<string | null>(null);
  useEffect(() => {
    if (!focusTarget.current) return;
    document.getElementById(focusTarget.current)?.focus();
    focusTarget.current = null;
  });
  const focusAfterRender = useCallback((id: string) => {
    focusTarget.current = id;
  }, []);

  const isReadOnly = Boolean(readOnly);
  // An image was stored: the next publish names it (`images`), on top of the newest state.
  const imageUploaded = useCallback(
    (image: ContentImage) =>
      onChange((now) => ({ ...now, images: { ...now.images, [image.path]: image.ref } })),
    [onChange],
  );
  // The media library published (an upload or a deletion): the revision, on top of the newest state.
  const onRevision = (revision: string) => onChange((now) => ({ ...now, revision }));
  const media = useMediaList(api);

  // What the last publish or undo said; after the dev server's reload, what the one before it said, once.
  const [said, setSaid] = useState<Said | null>(() => savedOnLoad(state.revision));
  useEffect(() => forgetSaved(), []);

  /** The files after `files` were written over `original` (null: deleted). */
  const written = (files: FilesBefore) => {
    const next: Record<string, string> = { ...original };
    for (const [file, text] of Object.entries(files)) {
      if (text === null) delete next[file];
      else next[file] = text;
    }
    return next;
  };

  const publish = useAction(async (before: FilesBefore) => {
    // On disk the dev server reloads this page once the files change, often before the answer.
    if (state.target === "disk")
      expectSaved(publishedText({ changed: Object.keys(changed) }, "disk", words), state.revision, before);
    const published = await api
      .publish({ revision: state.revision, files: changed, images: imagesIn(changed, state.images) })
      .catch(forgottenOnFailure);
    const text = publishedText(published, state.target, words);
    if (state.target === "disk") confirmSaved(text, published.revision);
    setSaid({ text, commitUrl: published.commitUrl, before });
    // On top of the newest state: what was typed while it published stays in the draft.
    onChange((now) => ({
      ...now,
      original: written(changed),
      revision: published.revision,
      images: undefined,
    }));
  });

  // Puts files back as they were, as a publish of its own: the files a publish changed (its undo,
  // offered until the owner types again) or one file at a version from its history (a restore,
  // which keeps what was typed in the other files). On a deploy: one more commit, never a rewrite.
  const putBack = useAction(async ({ files, said }: { files: FilesBefore; said: Said }) => {
    if (state.target === "disk") expectSaved(said.text, state.revision, said.before);
    const done = await api.publish({ revision: state.revision, files }).catch(forgottenOnFailure);
    if (state.target === "disk") confirmSaved(said.text, done.revision);
    setSaid({ ...said, commitUrl: done.commitUrl });
    const texts = Object.fromEntries(Object.entries(files).filter(([, text]) => text !== null));
    const deleted = Object.keys(files).filter((file) => files[file] === null);
    onChange((now) => ({
      ...now,
      original: written(files),
      draft: {
        ...now.draft,
        ...parseFiles(texts as Record<string, string>),
        ...Object.fromEntries(deleted.map((file) => [file, undefined])),
      },
      revision: done.revision,
      images: undefined,
    }));
  });

  /** A file's text at a version of its history, published (see `putBack`); undoable in turn. */
  const restore = async (file: string, version: ContentVersion) => {
    const { text } = await api.fetchVersion(file, version.revision);
    if (text === null) throw new Error(words.versionDeleted(`content/${file}`));
    publish.reset();
    await putBack.run({
      files: { [file]: text },
      said: {
        text: restoredText(file, version, state.target, words),
        before: { [file]: original[file] ?? null },
      },
    });
  };
  // Behind one function each, so the fields' context and a part whose files did not change are
  // not drawn again on every keystroke.
  const restoreLatest = useLatest(restore);
  const setFiles = useLatest((files: Draft) => {
    publish.reset();
    putBack.reset();
    if (said) setSaid(null);
    forgetSaved();
    onChange((now) => ({ ...now, draft: { ...now.draft, ...files } }));
  });

  const context = useMemo<EditorContextValue>(() => {
    const byField = new Map<string, string[]>();
    for (const problem of problems) {
      const id = fieldId(problem.file, problem.path);
      byField.set(id, [...(byField.get(id) ?? []), problem.message]);
    }
    return {
      languages: languageKey.split(","),
      problems: byField,
      focusAfterRender,
      imageUploaded,
      restore: restoreLatest,
      readOnly: isReadOnly,
      api,
    };
  }, [problems, languageKey, focusAfterRender, imageUploaded, restoreLatest, isReadOnly, api]);

  const checking = checked !== draft;
  const blocked = problems.length > 0 || checking;
  const publishBlockedId = "publish-blocked";

  return (
    <EditorContext.Provider value={context}>
      <MediaListContext.Provider value={media}>
        <Workspace>
          <div>
            <p>{words.intro}</p>
            {readOnly ? (
              <Notice $tone="warning" role="status">
                <h2>{words.readOnly}</h2>
                <p>{readOnly}</p>
              </Notice>
            ) : null}
            <ErrorSummary id="content-problems" problems={problems} />
            <nav aria-label={words.partsNav}>
              <PartsList>
                {[...fileParts.map(({ file }) => file), "projects.json"].map((file) => (
                  <li key={file}>
                    <a href={`#${partId(file)}`}>{partTitle(words.parts, file)}</a>
                  </li>
                ))}
                <li>
                  <a href={`#${partId("posts")}`}>{words.parts.posts}</a>
                </li>
                <li>
                  <a href={`#${partId("images")}`}>{words.parts.images}</a>
                </li>
              </PartsList>
            </nav>
            <ReadOnlyScope disabled={Boolean(readOnly)}>
              {fileParts.map(({ file, node }) => (
                <SchemaPart
                  key={file}
                  file={file}
                  node={node}
                  title={partTitle(words.parts, file)}
                  value={draft[file]}
                  onChange={setFiles}
                />
              ))}
              <PartSection part="projects.json" title={words.parts.projects}>
                <FileHistory file="projects.json" title={words.projectsOrder} />
                <ProjectsPart draft={draft} onChange={setFiles} />
              </PartSection>
              <PartSection part="posts" title={words.parts.posts}>
                <PostsPart draft={draft} onChange={setFiles} />
              </PartSection>
              <PartSection part="images" title={words.parts.images}>
                <MediaLibrary
                  original={original}
                  draft={draft}
                  revision={state.revision}
                  onDraft={setFiles}
                  onPublished={onRevision}
                />
              </PartSection>
            </ReadOnlyScope>
            <PublishBar>
              <Button
                onClick={() => {
                  putBack.reset();
                  publish.start(
                    Object.fromEntries(Object.keys(changed).map((file) => [file, original[file] ?? null])),
                  );
                }}
                disabled={
                  Boolean(readOnly) || blocked || changedCount === 0 || publish.isPending || putBack.isPending
                }
                aria-describedby={publishBlockedId}
              >
                {publish.isPending ? words.publishing : words.publish}
              </Button>
              <span id={publishBlockedId} role="status">
                {publishState(words, {
                  readOnly,
                  problems,
                  checking,
                  changedCount,
                  pending: publish.isPending,
                })}
              </span>
            </PublishBar>
            <PublishOutcome
              error={publish.error ?? putBack.error}
              said={said}
              undoing={putBack.isPending}
              onUndo={(before) => {
                publish.reset();
                putBack.start({
                  files: before,
                  said: { text: undoneText(Object.keys(before), state.target, words) },
                });
              }}
              onReload={onReload}
            />
          </div>
          {renderPreview ? (
            <ContentPreview original={original} draft={draft} renderPage={renderPreview} />
          ) : null}
        </Workspace>
      </MediaListContext.Provider>
    </EditorContext.Provider>
  );
}

/** A failed publish leaves no saved notice for the dev server's reload to show. */
function forgottenOnFailure(error: unknown): never {
  forgetSaved();
  throw error;
}
