/**
 * The words of the editor's fields: each field is labelled by its content name, title-cased
 * ("headline" → "Headline", "inDevelopment" → "In development"), except the few names that do
 * not read well that way. Descriptions are core's `fieldHint`, the sentences the content
 * check already says beside a wrong field, so the editor and the build explain a field alike.
 */
import { fieldHint } from "@pmfolio/core";

const labels: Record<string, string> = {
  url: "Address (URL)",
  href: "Address (URL)",
  src: "File",
  srcSet: "Other widths (srcset)",
  fullSrc: "Larger file",
  srclang: "Track language",
  ogImage: "Share image",
  bookingUrl: "Booking URL",
  resumeUrl: "Résumé URL",
  networkProfileUrl: "Profile URL (deprecated: use Links)",
  networkProfileLabel: "Profile label (deprecated: use Links)",
  techStack: "Tech stack",
  alt: "Alt text",
  locale: "Default language",
  brand: "Brand colour",
};

/** An item of a list, by the list's name: "Role 2", "Paragraph 1". */
const itemNames: Record<string, string> = {
  roles: "Role",
  awards: "Award",
  groups: "Skill group",
  skills: "Skill",
  tools: "Tool",
  paragraphs: "Paragraph",
  highlights: "Highlight",
  achievements: "Achievement",
  links: "Link",
  blocks: "Block",
  images: "Image",
  phases: "Phase",
  layers: "Layer",
  items: "Item",
  tags: "Tag",
  metrics: "Metric",
  sources: "Source",
  tracks: "Track",
  core: "Core item",
  advanced: "Advanced item",
  translations: "Language",
};

/** Where the schema's hints do not say enough for an editor. */
const descriptions: Record<string, string> = {
  cover: "The image at the top of the project's page: by default the card's image; None shows no image.",
  translations:
    'The site\'s other languages, as language tags such as "de": each text then has a field per language.',
  current: "Tick for the role you are in now.",
  level: "From 1 to 5, shown as five dots; leave it empty to list the skill plainly.",
};

/** "inDevelopment" → "In development". */
function titleCase(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of a field named `key`. */
export function fieldLabel(key: string): string {
  return labels[key] ?? titleCase(key);
}

/** The label of the `index`th item (from 0) of the list named `key`. */
export function itemLabel(key: string, index: number): string {
  return `${itemNames[key] ?? fieldLabel(key)} ${index + 1}`;
}

/**
 * What the field at `path` of `file` is for, when it needs saying: from its own path, so a
 * skill's `name` does not get the owner's. `key` is its name (for a list's item, the list's).
 */
export function fieldDescription(file: string, path: string, key: string): string | undefined {
  const text = descriptions[key] ?? fieldHint(file, path);
  return text ? text.charAt(0).toUpperCase() + text.slice(1) + (text.endsWith(".") ? "" : ".") : undefined;
}

/** "de" → "Deutsch" (the language's own name), or the tag where the browser has no name for it. */
export function languageName(tag: string): string {
  try {
    return new Intl.DisplayNames([tag], { type: "language" }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** The texts that take more than a line. */
const longTexts = new Set(["description", "summary", "text", "paragraphs", "tagline", "achievements"]);

/** True when the field named `key` (or an item of the list named `key`) is edited in a text area. */
export function isLongText(key: string): boolean {
  return longTexts.has(key);
}
