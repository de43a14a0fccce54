import { createElement, Fragment, isValidElement, type ReactNode } from "react";
import type { Labels } from "../labels";
import { defaultLabels as siteDefaults } from "../labels/defaultLabels";
import { defaultOwnerLabels } from "../labels/defaultOwnerLabels";

/** Every English default, the public components' and the owner's. */
const defaultLabels: Labels = { ...siteDefaults, ...defaultOwnerLabels };

// Finds the kit's English words in rendered pages: the proof, for stories and tests, that a
// page given other labels shows none of the defaults, i.e. that no text is left hard-coded.

type Tree = { readonly [key: string]: unknown };

const pluralForms = ["=0", "zero", "one", "two", "few", "many", "other"];
const placeholders = /\{[A-Za-z][A-Za-z0-9]*\}/g;

/** A plural template (`{ one: "{count} visit", other: "{count} visits" }`): one label, not a group. */
function isPlural(value: unknown): value is Record<string, string> {
  if (typeof value !== "object" || value === null) return false;
  const keys = Object.keys(value);
  return keys.includes("other") && keys.every((key) => pluralForms.includes(key));
}

/** Every label as [dotted path, default value]. */
export function labelLeaves(labels: Labels = defaultLabels): Array<[string, unknown]> {
  const walk = (group: Tree, prefix: string): Array<[string, unknown]> =>
    Object.entries(group).flatMap(([key, value]) =>
      typeof value === "object" && value !== null && !isPlural(value)
        ? walk(value as Tree, `${prefix}${key}.`)
        : [[`${prefix}${key}`, value] as [string, unknown]],
    );
  return walk(labels as unknown as Tree, "");
}

const HOLE = "\ue000";
// Stands for any argument: a string where a string is built, the same for each property read
// (`({ first, last }) => …`), a string's methods on it (`name.toLowerCase()`), and never 1, so
// counts take their plural form.
const stringMethods = new Set(["toLowerCase", "toUpperCase", "replace", "trim", "charAt", "slice"]);
const anyValue: unknown = new Proxy(
  {},
  {
    get: (_target, key) =>
      key === Symbol.toPrimitive
        ? () => HOLE
        : typeof key === "string" && stringMethods.has(key)
          ? (...args: unknown[]) =>
              (String.prototype[key as "slice"] as (...a: unknown[]) => unknown).apply(HOLE, args)
          : HOLE,
  },
);

function textOf(node: ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return "";
}

function render(label: (...args: unknown[]) => unknown, args: unknown[]): string {
  const result = label(...args);
  // Labels that return React nodes place their arguments as children: strings, not the proxy.
  return typeof result === "string" ? result : textOf(label(...args.map(() => HOLE)) as ReactNode);
}

/**
 * The fixed words of a label: a string as it is; a function's text around its arguments,
 * in the plural and the singular ("total submissions", "total submission").
 */
function fixedWords(value: unknown): string[] {
  // A template's text around its placeholders; a plural template's, in every form.
  if (typeof value === "string") return value.split(placeholders);
  if (isPlural(value)) return Object.values(value).flatMap((form) => form.split(placeholders));
  if (typeof value !== "function") return [];
  const label = value as (...args: unknown[]) => unknown;
  const arity = Math.max(1, label.length);
  const plural = render(
    label,
    Array.from({ length: arity }, () => anyValue),
  );
  // A label whose first argument is text ("inDevelopment" → "In development") has no singular.
  let singular = "";
  try {
    singular = render(label, [1, ...Array.from({ length: arity - 1 }, () => anyValue)]);
  } catch {
    // it read the text as text
  }
  return [...plural.split(HOLE), ...singular.split(/[\ue000\d]+/)];
}

/**
 * Words the sample data shows as data, which a translation rightly leaves alone: a traffic
 * source ("Email") and a brand ("LinkedIn").
 */
export const sampleDataWords: readonly string[] = ["Email", "LinkedIn"];

const wordCharacter = /[\p{L}\p{N}]/u;

/**
 * The English words of every default label that are worth looking for: at least three
 * characters with a letter, and not also a word of `translation` (a word it keeps, such as
 * "Browser" in German, or one it uses otherwise, such as the German "Tag").
 */
export function englishWords(translation?: Labels): string[] {
  const translated = translation
    ? labelLeaves(translation)
        .flatMap(([, value]) => fixedWords(value))
        .join("\n")
    : "";
  const words = new Set<string>();
  for (const [, value] of labelLeaves()) {
    for (const raw of fixedWords(value)) {
      const word = raw.trim();
      if (word.length >= 3 && /\p{L}/u.test(word) && englishIn(translated, [word]).length === 0)
        words.add(word);
    }
  }
  return [...words];
}

/** What a person or assistive technology meets on the page: text and naming attributes. */
export function visibleText(root: Element): string {
  const texts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // A runner's scripts and styles are in the document, not on the page.
    if (!node.parentElement?.closest("script, style, noscript, template")) texts.push(node.nodeValue ?? "");
  }
  const attributes = ["aria-label", "placeholder", "title", "alt", "aria-valuetext"];
  const named = [...root.querySelectorAll("*")].flatMap((element) =>
    attributes.map((name) => element.getAttribute(name)).filter((value) => value !== null),
  );
  // One line per text node: words of neighbouring elements ("Message", "Send") stay apart.
  return [...texts, ...named].join("\n");
}

/** The English words found in `text`, each as a whole word. */
export function englishIn(text: string, words: readonly string[]): string[] {
  return words.filter((word) => {
    for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
      const before = text[at - 1] ?? "";
      const after = text[at + word.length] ?? "";
      const edgeBefore = !wordCharacter.test(word[0]!) || !wordCharacter.test(before);
      const edgeAfter = !wordCharacter.test(word[word.length - 1]!) || !wordCharacter.test(after);
      if (edgeBefore && edgeAfter) return true;
    }
    return false;
  });
}

/** The marker a label shows in {@link markerLabels}: "⟦contactForm.send⟧". */
export const marker = (path: string) => `\u27e6${path}\u27e7`;

/** `text` without its markers, whose paths ("analytics.visits") are not words on the page. */
export const withoutMarkers = (text: string) => text.replace(/\u27e6[^\u27e7]*\u27e7/g, " ");

/**
 * Labels whose every entry shows its own path instead of words: strings become markers;
 * functions become markers followed by their arguments (React nodes kept as nodes).
 */
export function markerLabels(): Labels {
  const build = (group: Tree, prefix: string): Tree =>
    Object.fromEntries(
      Object.entries(group).map(([key, value]) => {
        const path = `${prefix}${key}`;
        // Templates show their values after the marker, as functions do: "⟦skills.level⟧(4, 5)".
        const withValues = (template: string) => {
          const names = template.match(placeholders);
          return names ? `${marker(path)}(${names.join(", ")})` : marker(path);
        };
        if (isPlural(value)) return [key, { other: withValues(value.other ?? "") }];
        if (typeof value === "object" && value !== null) return [key, build(value as Tree, `${path}.`)];
        if (typeof value === "string") return [key, withValues(value)];
        return [
          key,
          (...args: unknown[]) =>
            args.some(isValidElement)
              ? createElement(Fragment, null, marker(path), ...(args as ReactNode[]))
              : `${marker(path)}(${args.flatMap((arg) => (typeof arg === "object" && arg !== null ? Object.values(arg) : [arg])).join(", ")})`,
        ];
      }),
    );
  return build(defaultLabels as unknown as Tree, "") as unknown as Labels;
}
