// A public page's styles as plain static CSS. styled-components' server output is made for an app
// that rehydrates the whole page: a marker after each component's rules and a component-id class on
// every element. A public page hydrates only its islands (decision 14), and those bytes were 2 KB of
// the home page's 15.6 KB gzip, past the 14 KB that arrive in the first round trip of a new connection.

/** The attribute on an island's root: its subtree is hydrated by React and keeps its markup exactly. */
const ISLAND_ATTRIBUTE = "data-pm-island";

// `data-styled.g12[id="sc-abc-0"]{content:"kxYz,"}/*!sc*/`: what styled-components' rehydration reads.
const MARKER = /data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g;
const SPLITTER = /\/\*!sc\*\/\n?/g;
// A component's static id (`sc-10y94y-0`, `Name-sc-10y94y-0` with display names), used only by
// component selectors (`${Card}:hover &`) and rehydration.
const COMPONENT_ID = /^(?:[\w$]+-)?sc-[0-9a-z]+-\d+$/;

/**
 * The server's `<style data-styled …>` tags as plain `<style>` tags without the rehydration markers.
 * The tag must not keep its attributes: an island's styled-components would read it, find no markers,
 * drop its rules and remove it. The island adds the few rules it renders in a tag of its own instead.
 */
export function staticStyleTags(styleTags) {
  return styleTags.replace(
    /<style\b[^>]*>([\s\S]*?)<\/style>/g,
    (_, css) => `<style>${css.replace(MARKER, "").replace(SPLITTER, "")}</style>`,
  );
}

/** Where each island's element starts and ends in `html` (React's output, so tags are balanced). */
export function islandRanges(html) {
  const ranges = [];
  const opening = new RegExp(`<([a-z][\\w-]*)\\b[^>]*\\s${ISLAND_ATTRIBUTE}=`, "g");
  for (let match = opening.exec(html); match; match = opening.exec(html)) {
    const tag = new RegExp(`<(/?)${match[1]}\\b[^>]*>`, "g");
    tag.lastIndex = match.index;
    let depth = 0;
    for (let t = tag.exec(html); t; t = tag.exec(html)) {
      depth += t[1] ? -1 : t[0].endsWith("/>") ? 0 : 1;
      if (depth === 0) {
        ranges.push([match.index, tag.lastIndex]);
        opening.lastIndex = tag.lastIndex;
        break;
      }
    }
    if (depth !== 0) throw new Error(`static-styles: the island at ${match.index} is never closed`);
  }
  return ranges;
}

/** `html` with `edit` applied to every part outside the islands, which React hydrates as they are. */
export function outsideIslands(html, edit) {
  let result = "";
  let from = 0;
  for (const [start, end] of islandRanges(html)) {
    result += edit(html.slice(from, start)) + html.slice(start, end);
    from = end;
  }
  return result + edit(html.slice(from));
}

/**
 * `html` without the component-id classes no rule of `css` selects, except inside islands, which
 * React hydrates and whose class names must match what it renders.
 */
export function withoutComponentIds(html, css) {
  return outsideIslands(html, (part) =>
    part.replace(/ class="([^"]*)"/g, (attribute, names) => {
      const kept = names.split(" ").filter((name) => !COMPONENT_ID.test(name) || css.includes(`.${name}`));
      return kept.length ? ` class="${kept.join(" ")}"` : "";
    }),
  );
}

// styled-components' class names: letters only (`gTgrCg`), five or six of them.
const GENERATED_CLASS = /^[A-Za-z]{4,}$/;

/** The `n`th shortest name of letters: a … z, A … Z, aa, ab, … */
function shortName(n) {
  const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  let name = "";
  for (let i = n; ; i = Math.floor(i / letters.length) - 1) {
    name = letters[i % letters.length] + name;
    if (i < letters.length) return name;
  }
}

/**
 * The page's styles and markup with styled-components' class names outside the islands renamed to
 * the shortest names, the most used first (issue 49). The generated names are random letters, which
 * gzip cannot shorten: about 100 of them, each in the CSS and the markup, were 0.8 KB of the home
 * page's gzip. A class an island renders keeps its name everywhere: React hydrates the island's
 * markup as it is, and its styled-components adds rules under the same names. No script selects
 * elements by class (the behaviours use data attributes), so only the CSS and the markup change.
 */
export function shortClassNames(styleTags, html) {
  const css = [...styleTags.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
  const classesIn = (part) => [...part.matchAll(/ class="([^"]*)"/g)].flatMap((m) => m[1].split(" "));
  const kept = new Set();
  const used = new Map();
  outsideIslands(html, (part) => {
    for (const name of classesIn(part)) used.set(name, (used.get(name) ?? 0) + 1);
    return part;
  });
  for (const [start, end] of islandRanges(html))
    for (const name of classesIn(html.slice(start, end))) kept.add(name);
  const selected = (name) => new RegExp(`\\.${name}(?![\\w-])`).test(css);
  const renamed = [...used.keys()]
    .filter((name) => GENERATED_CLASS.test(name) && !kept.has(name) && selected(name))
    .sort((a, b) => used.get(b) - used.get(a));
  // A new name is never a name the page already has (an island's, or one not renamed).
  const taken = new Set([...kept, ...used.keys()]);
  const names = new Map();
  for (let n = 0; names.size < renamed.length; n += 1) {
    const name = shortName(n);
    if (!taken.has(name)) names.set(renamed[names.size], name);
  }
  if (!names.size) return { styleTags, html };
  const selector = new RegExp(`\\.(${[...names.keys()].join("|")})(?![\\w-])`, "g");
  return {
    styleTags: styleTags.replace(
      /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g,
      (_, open, rules, close) => open + rules.replace(selector, (_, name) => `.${names.get(name)}`) + close,
    ),
    html: outsideIslands(html, (part) =>
      part.replace(
        / class="([^"]*)"/g,
        (_, list) =>
          ` class="${list
            .split(" ")
            .map((name) => names.get(name) ?? name)
            .join(" ")}"`,
      ),
    ),
  };
}

// Variant attributes only the server sets (a script changes `data-state`, never these).
const STATIC_VARIANT = /^data-(?:variant|size|tone|width|motion|align|padding)$/;

/** `css`'s top-level rules, each whole (a block such as `@media` is one rule). */
function topLevelRules(css) {
  const rules = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i += 1) {
    if (css[i] === "{") depth += 1;
    else if (css[i] === "}" && --depth === 0) {
      rules.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  return rules;
}

/**
 * The page's styles without the top-level rules for variants its markup outside the islands never
 * renders (a button's `data-variant="danger"` where the page has none): a rule each of whose
 * selectors needs a class with a variant attribute's value that no element of the page has. A
 * class an island renders keeps all its rules, since the island may render any variant.
 */
export function withoutUnrenderedVariants(styleTags, html) {
  const islandClasses = new Set();
  for (const [start, end] of islandRanges(html))
    for (const m of html.slice(start, end).matchAll(/ class="([^"]*)"/g))
      for (const name of m[1].split(" ")) islandClasses.add(name);
  const rendered = new Set();
  outsideIslands(html, (part) => {
    for (const [tag] of part.matchAll(/<[a-z][^>]*>/g)) {
      const names = / class="([^"]*)"/.exec(tag)?.[1].split(" ") ?? [];
      for (const [, attribute, value] of tag.matchAll(/ (data-[\w-]+)="([^"]*)"/g))
        for (const name of names) rendered.add(`${name} ${attribute}=${value}`);
    }
    return part;
  });
  const dead = (selector) =>
    [...selector.matchAll(/\.([\w-]+)((?:\[[\w-]+="[^"]*"\])+)/g)].some(([, name, attributes]) =>
      [...attributes.matchAll(/\[([\w-]+)="([^"]*)"\]/g)].some(
        ([, attribute, value]) =>
          STATIC_VARIANT.test(attribute) &&
          !islandClasses.has(name) &&
          !rendered.has(`${name} ${attribute}=${value}`),
      ),
    );
  return styleTags.replace(
    /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g,
    (_, open, css, close) =>
      open +
      topLevelRules(css)
        .filter(
          (rule) => rule.startsWith("@") || !splitSelectors(rule.slice(0, rule.indexOf("{"))).every(dead),
        )
        .join("") +
      close,
  );
}

/** A selector list's selectors (commas inside `:not(…)` and the like do not split). */
function splitSelectors(list) {
  const selectors = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    if (list[i] === "(") depth += 1;
    else if (list[i] === ")") depth -= 1;
    else if (list[i] === "," && depth === 0) {
      selectors.push(list.slice(start, i));
      start = i + 1;
    }
  }
  return [...selectors, list.slice(start)];
}
