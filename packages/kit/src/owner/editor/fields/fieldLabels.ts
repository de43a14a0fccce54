/**
 * The words of the editor's fields, from the `editorFields` labels: each field is named by its
 * content key, through the labels' table of names, else their rule (English title-cases:
 * "headline" → "Headline", "inDevelopment" → "In development"). Descriptions are the labels'
 * `descriptions`, else their `hint` (in English core's `fieldHint`, the sentences the content
 * check already says beside a wrong field, so the editor and the build explain a field alike).
 */
import { useMemo } from "react";
import type { Labels } from "../../../labels";
import { editorLabels } from "../../../labels/editorLabels";
import { languageName as nameIn } from "../../../labels/format";
import { useLabels } from "../../../labels/LabelsContext";

/** The fields' words, with the lookups the form makes. */
export interface FieldWords {
  labels: Labels["editorFields"];
  /** The name of a field named `key`. */
  field: (key: string) => string;
  /** What one item of the list named `key` is called, without its number ("Role"). */
  itemNoun: (key: string) => string;
  /** The name of the `index`th item (from 0) of the list named `key`: "Role 2". */
  item: (key: string, index: number) => string;
  /**
   * What the field at `path` of `file` is for, when it needs saying: from its own path, so a
   * skill's `name` does not get the owner's. `key` is its name (for a list's item, the list's).
   */
  description: (file: string, path: string, key: string) => string | undefined;
  /** A choice's value in words. */
  choice: (value: string | number) => string;
}

/** A table's entry for `key`, never a property every object has ("constructor"). */
const entry = (table: Readonly<Record<string, string>>, key: string) =>
  Object.hasOwn(table, key) ? table[key] : undefined;

export function useFieldWords(): FieldWords {
  const labels = useLabels("editorFields", editorLabels.editorFields);
  return useMemo(() => {
    const field = (key: string) => entry(labels.fieldNames, key) ?? labels.fieldName(key);
    const itemNoun = (key: string) => entry(labels.itemNames, key) ?? field(key);
    return {
      labels,
      field,
      itemNoun,
      item: (key, index) => labels.item(itemNoun(key), String(index + 1)),
      description: (file, path, key) => {
        const text = entry(labels.descriptions, key) ?? labels.hint(file, path);
        return text
          ? text.charAt(0).toUpperCase() + text.slice(1) + (text.endsWith(".") ? "" : ".")
          : undefined;
      },
      choice: (value) => entry(labels.choices, String(value)) ?? String(value),
    };
  }, [labels]);
}

/** "de" → "Deutsch": the language's own name (the kit's `languageName` in itself), or the tag. */
export const languageName = (tag: string): string => nameIn(tag, tag);

/** The texts that take more than a line. */
const longTexts = new Set(["description", "summary", "text", "paragraphs", "tagline", "achievements"]);

/** True when the field named `key` (or an item of the list named `key`) is edited in a text area. */
export function isLongText(key: string): boolean {
  return longTexts.has(key);
}
