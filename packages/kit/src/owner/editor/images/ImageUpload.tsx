/**
 * An image field's upload: a labelled file input that sends the chosen file through the one API
 * client (`uploadContentImage`), says how far it got, shows the server's words when it refuses,
 * and sets the field (address, width, height) once the image is stored; or one already uploaded,
 * chosen from the library's list (`UploadedImageChoice`). The alt text stays the
 * field's own, required by the schema: the editor moves focus there after an upload.
 */
import { contentImageLimits } from "@pmfolio/core";
import { useId, useState } from "react";
import { editorLabels } from "../../../labels/editorLabels";
import { useLabels } from "../../../labels/LabelsContext";
import { Field, Notice } from "../editor.styles";
import { useEditor, useFailureText } from "../editorContext";
import { showingImage, type ImageFieldProps } from "./imageFields";
import { UploadedImageChoice } from "./UploadedImageChoice";
import { useContentMedia } from "./useContentMedia";

type Progress =
  | { state: "idle" }
  | { state: "busy"; received: number; parts: number }
  | { state: "done"; text: string }
  | { state: "failed"; text: string };

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const limit = megabytes(contentImageLimits.maxBytes);

export function ImageUpload({ altId, label, value, onChange }: ImageFieldProps) {
  const inputId = useId();
  const statusId = `${inputId}-status`;
  const { imageUploaded, focusAfterRender, api } = useEditor();
  const failureText = useFailureText();
  const [progress, setProgress] = useState<Progress>({ state: "idle" });
  const media = useContentMedia();
  const words = useLabels("editorImages", editorLabels.editorImages);

  const upload = async (file: File) => {
    if (file.size > contentImageLimits.maxBytes) {
      setProgress({
        state: "failed",
        text: words.tooLarge({ name: file.name, size: megabytes(file.size), limit }),
      });
      return;
    }
    setProgress({
      state: "busy",
      received: 0,
      parts: Math.max(1, Math.ceil(file.size / contentImageLimits.partBytes)),
    });
    try {
      const image = await api.uploadImage(file, (received, parts) =>
        setProgress({ state: "busy", received, parts }),
      );
      // The field first, then the upload on top of it (a state update from the newest state).
      onChange(showingImage(value, image));
      imageUploaded(image);
      // On disk the image is stored already: the library and the other fields list it at once.
      void media.refetch();
      setProgress({
        state: "done",
        text: words.uploaded({ path: image.path, width: String(image.width), height: String(image.height) }),
      });
      focusAfterRender(altId);
    } catch (error) {
      setProgress({ state: "failed", text: failureText(error, "uploadImage") });
    }
  };

  const busy = progress.state === "busy";
  return (
    <>
      <Field aria-busy={busy}>
        <label htmlFor={inputId}>{words.upload(label)}</label>
        <input
          id={inputId}
          type="file"
          accept={contentImageLimits.types.join(",")}
          disabled={busy}
          aria-describedby={statusId}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void upload(file);
          }}
        />
        <div id={statusId}>
          {busy ? (
            <p role="status">
              {words.uploading}{" "}
              <progress value={progress.received} max={progress.parts} aria-label={words.progress} />{" "}
              {words.parts(progress.received, progress.parts)}
            </p>
          ) : progress.state === "done" ? (
            <p role="status">{progress.text}</p>
          ) : progress.state === "failed" ? (
            <Notice $tone="danger" role="alert">
              <p>{progress.text}</p>
            </Notice>
          ) : (
            <p>{words.accepted(limit)}</p>
          )}
        </div>
      </Field>
      <UploadedImageChoice altId={altId} label={label} value={value} onChange={onChange} />
    </>
  );
}
