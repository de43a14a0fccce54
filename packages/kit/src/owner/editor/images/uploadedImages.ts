/**
 * What the editor asks of an uploaded image beyond the schema: alt text. The schema lets an image's
 * `alt` be empty (a decorative picture written by hand); an image the owner uploads here is content,
 * so Publish waits until it is described, and the problem shows beside its alt text like any other.
 */
import { uploadedImagePattern, type ContentProblem } from "@pmfolio/core";
import type { Draft } from "../draft";
import { formatPath, type FieldPath } from "../draft";

/** Alt text in the default language (the one every other falls back to). */
const described = (alt: unknown, language: string) => {
  const words = typeof alt === "object" && alt !== null ? (alt as Record<string, unknown>)[language] : alt;
  return typeof words === "string" && words.trim() !== "";
};

/**
 * Every uploaded image of the draft without alt text in `defaultLanguage`, as a problem of its
 * `alt` field, in the words `message` gives.
 */
export function undescribedImages(draft: Draft, defaultLanguage: string, message: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const walk = (file: string, value: unknown, path: FieldPath) => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(file, item, [...path, index]));
    else if (typeof value === "object" && value !== null) {
      const object = value as Record<string, unknown>;
      if (
        typeof object.src === "string" &&
        // An address the upload gives (`imageAddress`): "/" and the image's place in the content.
        object.src.startsWith("/") &&
        uploadedImagePattern.test(object.src.slice(1)) &&
        "alt" in object &&
        !described(object.alt, defaultLanguage)
      )
        problems.push({ file, path: formatPath([...path, "alt"]), message });
      for (const [key, child] of Object.entries(object)) walk(file, child, [...path, key]);
    }
  };
  for (const [file, value] of Object.entries(draft)) walk(file, value, []);
  return problems;
}
