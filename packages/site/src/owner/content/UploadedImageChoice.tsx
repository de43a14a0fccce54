/**
 * An image field's other way to its picture: one of the images already uploaded (the media
 * library's list), chosen by name. The field takes its address and, where the list knows them, its
 * width and height; focus then goes to the alt text, as after an upload.
 */
import { useId } from "react";
import { Field } from "./editor.styles";
import { useEditor } from "./editorContext";
import { useContentMedia } from "./useContentMedia";

export function UploadedImageChoice({
  altId,
  label,
  value,
  onChange,
}: {
  altId: string;
  label: string;
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
}) {
  const id = useId();
  const { focusAfterRender } = useEditor();
  const images = useContentMedia().data?.images ?? [];
  if (!images.length) return null;
  const shown = typeof value.src === "string" ? value.src.slice(1) : "";
  return (
    <Field>
      <label htmlFor={id}>Choose an uploaded {label.toLowerCase()}</label>
      <select
        id={id}
        value={images.some(({ path }) => path === shown) ? shown : ""}
        onChange={(event) => {
          const image = images.find(({ path }) => path === event.target.value);
          if (!image) return;
          // As after an upload: the old picture's copies go, the build gives this one its own.
          const { srcSet: _srcSet, sources: _sources, ...kept } = value;
          onChange({
            ...kept,
            src: `/${image.path}`,
            ...(image.width && image.height ? { width: image.width, height: image.height } : {}),
          });
          focusAfterRender(altId);
        }}
      >
        <option value="">None of them</option>
        {images.map(({ path, width, height }) => (
          <option key={path} value={path}>
            {width && height ? `${path} (${width} × ${height})` : path}
          </option>
        ))}
      </select>
    </Field>
  );
}
