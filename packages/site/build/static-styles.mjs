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
function islandRanges(html) {
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

/**
 * `html` without the component-id classes no rule of `css` selects, except inside islands, which
 * React hydrates and whose class names must match what it renders.
 */
export function withoutComponentIds(html, css) {
  const strip = (part) =>
    part.replace(/ class="([^"]*)"/g, (attribute, names) => {
      const kept = names.split(" ").filter((name) => !COMPONENT_ID.test(name) || css.includes(`.${name}`));
      return kept.length ? ` class="${kept.join(" ")}"` : "";
    });
  let result = "";
  let from = 0;
  for (const [start, end] of islandRanges(html)) {
    result += strip(html.slice(from, start)) + html.slice(start, end);
    from = end;
  }
  return result + strip(html.slice(from));
}
