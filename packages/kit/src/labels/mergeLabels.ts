import type { Labels } from "./labels";
import type { PluralTemplate } from "./template";

/**
 * Leaves (strings, plural templates and functions) are replaced whole; groups may be given in
 * part, at any depth.
 */
export type DeepPartial<T> = T extends string | PluralTemplate | ((...args: never) => unknown)
  ? T
  : { [K in keyof T]?: DeepPartial<T[K]> };

/** Any part of {@link Labels}: what you give replaces the kit's default, the rest stays. */
export type LabelsOverride = DeepPartial<Labels>;

type Group = { readonly [key: string]: unknown };

const pluralForms = new Set(["=0", "zero", "one", "two", "few", "many", "other"]);

/** A group of labels, not a leaf: a plural template (only plural forms, `other` among them) is a leaf. */
function isGroup(value: unknown): value is Group {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return !(keys.includes("other") && keys.every((key) => pluralForms.has(key)));
}

function mergeGroup(base: Group, override: Group): Group {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue;
    const current = merged[key];
    merged[key] = isGroup(current) && isGroup(value) ? mergeGroup(current, value) : value;
  }
  return merged;
}

/**
 * `base` with every label `override` gives put in its place, at any depth; neither is
 * changed. An absent (undefined) entry keeps the base's label.
 */
export function mergeLabels<T extends object>(base: T, override: DeepPartial<T> | undefined): T {
  if (!override) return base;
  // A tree of groups whose leaves are strings and functions: walked generically, it is read as one.
  return mergeGroup(base as Group, override as Group) as T;
}
