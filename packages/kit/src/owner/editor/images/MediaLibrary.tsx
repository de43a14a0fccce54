/**
 * The media library, the editor's last part: every uploaded image under the content's `images/`
 * folder (`api.fetchMedia`), with its size, the narrower copies the build makes of it and
 * the files that show it, as the draft stands. "Upload an image" adds one (a publish of its own, so
 * on a deploy it is in the repository before any field shows it); "Replace" uploads another
 * picture and puts it in every field that showed the old one (published with the next Publish);
 * "Delete unused images" publishes the deletion of every image neither the published content nor
 * the draft shows.
 */
import {
  contentImageLimits,
  imageUses,
  madeWidths,
  type ContentImage,
  type ContentMediaImage,
} from "@pmfolio/core";
import type { Labels } from "../../../labels";
import { editorLabels } from "../../../labels/editorLabels";
import { useLabels } from "../../../labels/LabelsContext";
import { Button } from "../../../primitives";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { currentFiles, type Draft } from "../draft";
import { ConfirmDialog, ErrorText, Field, Hint, MediaList, Notice, Row } from "../editor.styles";
import { useEditor, useFailureText } from "../editorContext";
import { useAction } from "../useAction";
import { withImageReplaced } from "./imageFields";
import { useContentMedia } from "./useContentMedia";

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("en")} KB`;

type Words = Labels["editorImages"];

/** "profile.json" and "posts/launch.md and 1 more", for a line about an image. */
const fileList = (files: readonly string[], words: Words) =>
  files.length <= 3 ? files.join(", ") : words.andMore(files.slice(0, 2).join(", "), files.length - 2);

function sizeLine(image: ContentMediaImage, words: Words): string {
  if (!image.width || !image.height) return kilobytes(image.bytes);
  const widths = madeWidths(image.width);
  return `${kilobytes(image.bytes)}, ${image.width} × ${image.height}; ${
    widths.length ? words.copies(widths.join(", ")) : words.noCopies
  }`;
}

export function MediaLibrary({
  original,
  draft,
  revision,
  onDraft,
  onPublished,
}: {
  original: Readonly<Record<string, string>>;
  draft: Draft;
  revision: string;
  /** Files changed by a replacement, into the draft. */
  onDraft: (files: Draft) => void;
  /** An upload or a deletion was published: the revision to publish from next. */
  onPublished: (revision: string) => void;
}) {
  const { imageUploaded, readOnly, api } = useEditor();
  const failureText = useFailureText();
  const words = useLabels("editorImages", editorLabels.editorImages);
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [said, setSaid] = useState<{ text: string; tone: "success" | "danger" } | null>(null);
  const [adding, setAdding] = useState(false);
  const media = useContentMedia();
  // A publish (the editor's or a restore's) may add images; this library's own publishes fetch the
  // list again themselves, since on disk the revision is the content files' and stays.
  const { refetch } = media;
  const listedAt = useRef(revision);
  useEffect(() => {
    if (listedAt.current === revision) return;
    listedAt.current = revision;
    void refetch();
  }, [revision, refetch]);

  // An image is kept while the published content or the draft shows it.
  const published = useMemo(() => imageUses(Object.entries(original)), [original]);
  const drafted = useMemo(() => imageUses(currentFiles(original, draft)), [original, draft]);
  const images = media.data?.images ?? [];
  const unused = images.filter(({ path }) => !published.has(path) && !drafted.has(path));

  const remove = useAction(async (paths: string[]) => {
    const done = await api.publish({ revision, files: {}, removeImages: paths });
    dialog.current?.close();
    setSaid({ text: words.deleted(paths.length), tone: "success" });
    onPublished(done.revision);
    void refetch();
  });

  const replace = async (path: string, file: File) => {
    setSaid(null);
    try {
      const image: ContentImage = await api.uploadImage(file);
      const files = withImageReplaced(draft, path, image);
      // The files first, then the upload on top of them (a state update from the newest state).
      onDraft(files);
      imageUploaded(image);
      setSaid({
        text: words.replaced({ path: image.path, old: path, files: fileList(Object.keys(files), words) }),
        tone: "success",
      });
    } catch (error) {
      setSaid({ text: failureText(error, "uploadImage"), tone: "danger" });
    }
  };

  const add = async (file: File) => {
    setSaid(null);
    setAdding(true);
    try {
      const image = await api.uploadImage(file);
      const done = await api.publish({ revision, files: {}, images: { [image.path]: image.ref } });
      onPublished(done.revision);
      void refetch();
      setSaid({
        text: words.added({ path: image.path, width: String(image.width), height: String(image.height) }),
        tone: "success",
      });
    } catch (error) {
      setSaid({ text: failureText(error, "uploadImage"), tone: "danger" });
    } finally {
      setAdding(false);
    }
  };

  if (media.isPending) return <p role="status">{words.loading}</p>;
  if (media.isError) return <ErrorText role="alert">{failureText(media.error, "fetchMedia")}</ErrorText>;
  return (
    <>
      {images.length === 0 ? (
        <p>{words.empty}</p>
      ) : (
        <MediaList>
          {images.map((image) => {
            const shownIn = drafted.get(image.path) ?? published.get(image.path) ?? [];
            const lineId = `${id}-${image.path}`;
            return (
              <li key={image.path}>
                <img src={`/${image.path}`} alt="" width={64} height={64} loading="lazy" />
                <div id={lineId}>
                  <strong>{image.path}</strong>
                  <Hint>{sizeLine(image, words)}</Hint>
                  <Hint>{shownIn.length ? words.usedIn(fileList(shownIn, words)) : words.notUsed}</Hint>
                </div>
                {shownIn.length && !readOnly ? (
                  <label>
                    {words.replace(image.path)}
                    <input
                      type="file"
                      accept={contentImageLimits.types.join(",")}
                      onChange={(event) => {
                        const file = event.target.files?.[0];
                        event.target.value = "";
                        if (file) void replace(image.path, file);
                      }}
                    />
                  </label>
                ) : null}
              </li>
            );
          })}
        </MediaList>
      )}
      {readOnly ? null : (
        <Field aria-busy={adding}>
          <label htmlFor={`${id}-add`}>{words.uploadImage}</label>
          <input
            id={`${id}-add`}
            type="file"
            accept={contentImageLimits.types.join(",")}
            disabled={adding}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void add(file);
            }}
          />
          {adding ? <p role="status">{words.uploading}</p> : null}
        </Field>
      )}
      <Row>
        <Button
          variant="secondary"
          aria-haspopup="dialog"
          disabled={readOnly || unused.length === 0}
          onClick={() => {
            remove.reset();
            dialog.current?.showModal();
          }}
        >
          {words.deleteUnused}
        </Button>
        <Hint role="status">{unused.length === 0 ? words.allUsed : words.unused(unused.length)}</Hint>
      </Row>
      {said ? (
        <Notice $tone={said.tone} role={said.tone === "danger" ? "alert" : "status"}>
          <p>{said.text}</p>
        </Notice>
      ) : null}
      <ConfirmDialog ref={dialog} aria-labelledby={`${id}-heading`}>
        <h3 id={`${id}-heading`}>{words.deleteQuestion(unused.length)}</h3>
        <p>{words.deleteNote(unused.length)}</p>
        <ul>
          {unused.map(({ path }) => (
            <li key={path}>{path}</li>
          ))}
        </ul>
        {remove.error ? (
          <ErrorText role="alert">{failureText(remove.error, "removeImages")}</ErrorText>
        ) : null}
        <Row>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => remove.start(unused.map(({ path }) => path))}
          >
            {remove.isPending ? words.deleting : words.delete}
          </Button>
          <Button variant="secondary" onClick={() => dialog.current?.close()}>
            {words.cancel}
          </Button>
        </Row>
      </ConfirmDialog>
    </>
  );
}
