/**
 * An image field's upload: a labelled file input that sends the chosen file through the one API
 * client (`uploadContentImage`), says how far it got, shows the server's words when it refuses,
 * and sets the field (address, width, height) once the image is stored; or one already uploaded,
 * chosen from the library's list (`UploadedImageChoice`). The alt text stays the
 * field's own, required by the schema: the editor moves focus there after an upload.
 */
import { contentImageLimits } from "@pmfolio/core";
import { useId, useState } from "react";
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

export function ImageUpload({ altId, label, value, onChange }: ImageFieldProps) {
  const inputId = useId();
  const statusId = `${inputId}-status`;
  const { imageUploaded, focusAfterRender, api } = useEditor();
  const failureText = useFailureText();
  const [progress, setProgress] = useState<Progress>({ state: "idle" });
  const media = useContentMedia();

  const upload = async (file: File) => {
    if (file.size > contentImageLimits.maxBytes) {
      setProgress({
        state: "failed",
        text: `"${file.name}" was not added: it is ${megabytes(file.size)}, over the ${megabytes(contentImageLimits.maxBytes)} limit. Make it smaller and upload it again.`,
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
        text: `Uploaded ${image.path} (${image.width} × ${image.height}). Describe it in the alt text below.`,
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
        <label htmlFor={inputId}>Upload {label.toLowerCase()}</label>
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
              Uploading…{" "}
              <progress value={progress.received} max={progress.parts} aria-label="Upload progress" />{" "}
              {progress.received} of {progress.parts} {progress.parts === 1 ? "part" : "parts"}
            </p>
          ) : progress.state === "done" ? (
            <p role="status">{progress.text}</p>
          ) : progress.state === "failed" ? (
            <Notice $tone="danger" role="alert">
              <p>{progress.text}</p>
            </Notice>
          ) : (
            <p>JPEG, PNG, WebP or AVIF, at most {megabytes(contentImageLimits.maxBytes)}.</p>
          )}
        </div>
      </Field>
      <UploadedImageChoice altId={altId} label={label} value={value} onChange={onChange} />
    </>
  );
}
