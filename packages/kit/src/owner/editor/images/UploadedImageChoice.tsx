/**
 * An image field's other way to its picture: one of the images already uploaded (the media
 * library's list), chosen by name. The field takes its address and, where the list knows them, its
 * width and height; focus then goes to the alt text, as after an upload.
 */
import { useId } from "react";
import { editorLabels } from "../../../labels/editorLabels";
import { useLabels } from "../../../labels/LabelsContext";
import { Field } from "../editor.styles";
import { useEditor } from "../editorContext";
import { showingImage, type ImageFieldProps } from "./imageFields";
import { useContentMedia } from "./useContentMedia";

export function UploadedImageChoice({ altId, label, value, onChange }: ImageFieldProps) {
  const id = useId();
  const { focusAfterRender } = useEditor();
  const images = useContentMedia().data?.images ?? [];
  const words = useLabels("editorImages", editorLabels.editorImages);
  if (!images.length) return null;
  const shown = typeof value.src === "string" ? value.src.slice(1) : "";
  return (
    <Field>
      <label htmlFor={id}>{words.choose(label)}</label>
      <select
        id={id}
        value={images.some(({ path }) => path === shown) ? shown : ""}
        onChange={(event) => {
          const image = images.find(({ path }) => path === event.target.value);
          if (!image) return;
          onChange(showingImage(value, image));
          focusAfterRender(altId);
        }}
      >
        <option value="">{words.noneOfThem}</option>
        {images.map(({ path, width, height }) => (
          <option key={path} value={path}>
            {width && height ? `${path} (${width} × ${height})` : path}
          </option>
        ))}
      </select>
    </Field>
  );
}
