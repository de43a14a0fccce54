import type { ReactNode } from "react";

/**
 * A label written as data, so a server page can pass it: `{name}` stands for a value, e.g.
 * `"© {year} {ownerName}. All rights reserved."`. A placeholder with no value is left as written.
 */
export type Template = string;

/**
 * A count in words as data: one template per plural form of the locale (`Intl.PluralRules`),
 * `other` required, `{count}` for the count as the locale writes it ("1,234"), e.g.
 * `{ one: "{count} visit", other: "{count} visits" }`. An exact `"=0"` form wins for zero.
 */
export interface PluralTemplate {
  "=0"?: Template;
  zero?: Template;
  one?: Template;
  two?: Template;
  few?: Template;
  many?: Template;
  other: Template;
}

type Values = Readonly<Record<string, string | number>>;

const placeholder = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** `template` with each `{name}` replaced by its value, as one string (for attributes and text). */
export function fillTemplate(template: Template, values: Values): string {
  return template.replace(placeholder, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/**
 * `template` as page content: its text and each value as separate nodes, as JSX writes
 * `<>© {year} {ownerName}</>`, so a value stays its own text node in server HTML.
 */
export function templateNodes(template: Template, values: Values): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of template.matchAll(placeholder)) {
    const name = match[1] as string;
    if (!Object.hasOwn(values, name)) continue;
    if (match.index > last) nodes.push(template.slice(last, match.index));
    nodes.push(values[name]);
    last = match.index + match[0].length;
  }
  if (last < template.length) nodes.push(template.slice(last));
  return nodes;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The form of `forms` that `count` takes in `locale`. */
export function pluralForm(forms: PluralTemplate, count: number, locale: string): Template {
  if (count === 0 && forms["=0"] !== undefined) return forms["=0"];
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return forms[rules.select(count)] ?? forms.other;
}
