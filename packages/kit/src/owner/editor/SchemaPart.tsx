import { memo } from "react";
import { editorLabels } from "../../labels/editorLabels";
import { useLabels } from "../../labels/LabelsContext";
import type { Draft } from "./draft";
import { FileHistory } from "./FileHistory";
import { ObjectFields } from "./fields/FieldView";
import type { ObjectNode } from "./fields/schemaFields";
import { PartSection } from "./PartSection";

/**
 * One content file's part, its fields generated from its schema. Drawn again only when its file
 * (or the editor's context) changes: a keystroke redraws the file it is in, not the whole form.
 */
export const SchemaPart = memo(function SchemaPart({
  file,
  node,
  title,
  value,
  onChange,
}: {
  file: string;
  node: ObjectNode;
  title: string;
  value: unknown;
  onChange: (files: Draft) => void;
}) {
  const words = useLabels("editor", editorLabels.editor);
  return (
    <PartSection part={file} title={title}>
      <FileHistory file={file} title={title} />
      {value === undefined ? (
        <p>{words.unreadable}</p>
      ) : (
        <ObjectFields
          node={node}
          value={value}
          onChange={(next) => onChange({ [file]: next })}
          file={file}
          path={[]}
        />
      )}
    </PartSection>
  );
});
