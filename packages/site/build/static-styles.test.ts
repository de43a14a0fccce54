import { describe, expect, it } from "vitest";
import {
  shortClassNames,
  staticStyleTags,
  withoutComponentIds,
  withoutUnrenderedVariants,
} from "./static-styles.mjs";

// What styled-components' ServerStyleSheet writes (6.x): each component's rules, then its marker.
const serverStyles =
  '<style data-styled="true" data-styled-version="6.6.0">:root{--pm-x:1;}/*!sc*/\n' +
  'data-styled.g1[id="sc-global-iEDSUG"]{content:"sc-global-iEDSUG1,"}/*!sc*/\n' +
  '.giLfpM{display:flex;}/*!sc*/\n.giLfpM[data-size="sm"]{gap:0;}/*!sc*/\n' +
  'data-styled.g2[id="sc-10y94y-0"]{content:"giLfpM,"}/*!sc*/\n' +
  ".sc-lphj4q-1:hover .kGiDMv{color:red;}/*!sc*/\n" +
  'data-styled.g3[id="sc-lphj4q-2"]{content:"kGiDMv,"}/*!sc*/\n</style>';

describe("staticStyleTags", () => {
  it("keeps every rule and drops the rehydration markers and the tag's styled-components attributes", () => {
    expect(staticStyleTags(serverStyles)).toBe(
      '<style>:root{--pm-x:1;}.giLfpM{display:flex;}.giLfpM[data-size="sm"]{gap:0;}' +
        ".sc-lphj4q-1:hover .kGiDMv{color:red;}</style>",
    );
  });
});

describe("withoutComponentIds", () => {
  const css = staticStyleTags(serverStyles);

  it("drops the component-id classes no rule selects, and keeps the generated ones", () => {
    expect(
      withoutComponentIds('<nav class="sc-10y94y-0 giLfpM"><a class="sc-9u9o4c-0">x</a></nav>', css),
    ).toBe('<nav class="giLfpM"><a>x</a></nav>');
  });

  it("keeps a component id that a component selector uses", () => {
    expect(withoutComponentIds('<div class="sc-lphj4q-1 bpqTwD"></div>', css)).toBe(
      '<div class="sc-lphj4q-1 bpqTwD"></div>',
    );
  });

  it("leaves an island's subtree as React rendered it, nested elements of its tag included", () => {
    const island =
      '<div class="sc-a1-0 x" data-pm-island="contact-form"><div class="sc-a1-1 y"><div class="sc-a1-2"></div></div><br/></div>';
    const page = `<main class="sc-b2-0 m"><div class="sc-b2-1 k"></div>${island}<div class="sc-b2-3 z"></div></main>`;
    expect(withoutComponentIds(page, css)).toBe(
      `<main class="m"><div class="k"></div>${island}<div class="z"></div></main>`,
    );
  });

  it("fails loudly on an island that is never closed", () => {
    expect(() => withoutComponentIds('<div data-pm-island="contact-form"><div></div>', css)).toThrow(
      /never closed/,
    );
  });
});

describe("shortClassNames", () => {
  const styles =
    "<style>.giLfpM{display:flex;}.giLfpM:hover .kGiDMv{color:red;}@media (min-width:1px){.kGiDMv{gap:0;}}" +
    ".bpqTwD{margin:0;}.sc-lphj4q-1 .kGiDMv{order:1;}</style>";

  it("renames the generated classes to the shortest names, the most used first, in the CSS and the markup", () => {
    const { styleTags, html } = shortClassNames(
      styles,
      '<nav class="giLfpM"><a class="kGiDMv">x</a><a class="kGiDMv sc-lphj4q-1">y</a></nav>',
    );
    expect(html).toBe('<nav class="b"><a class="a">x</a><a class="a sc-lphj4q-1">y</a></nav>');
    expect(styleTags).toBe(
      "<style>.b{display:flex;}.b:hover .a{color:red;}@media (min-width:1px){.a{gap:0;}}" +
        ".bpqTwD{margin:0;}.sc-lphj4q-1 .a{order:1;}</style>",
    );
  });

  it("keeps the names an island renders, everywhere, and never reuses a name the page has", () => {
    const island = '<form class="bpqTwD" data-pm-island="contact-form"><b class="a"></b></form>';
    const { styleTags, html } = shortClassNames(styles, `<p class="bpqTwD giLfpM"></p>${island}`);
    expect(html).toBe(`<p class="bpqTwD b"></p>${island}`);
    expect(styleTags).toContain(".bpqTwD{margin:0;}");
    expect(styleTags).toContain(".b{display:flex;}");
  });
});

describe("withoutUnrenderedVariants", () => {
  const styles =
    '<style>.giLfpM{display:flex;}.giLfpM[data-variant="danger"]{color:red;}' +
    '.giLfpM[data-variant="primary"]{color:blue;}.giLfpM[data-state="open"]{gap:0;}' +
    '.kGiDMv[data-tone="muted"],.kGiDMv[data-tone="auto"]:nth-of-type(even){order:1;}' +
    '.bpqTwD[data-variant="danger"]{color:red;}@media (min-width:1px){.giLfpM[data-size="sm"]{gap:0;}}</style>';

  it("drops the rules for variants no element outside an island renders, and keeps states a script sets", () => {
    const html =
      '<a class="giLfpM" data-variant="primary"></a><p class="kGiDMv" data-tone="auto"></p>' +
      '<form data-pm-island="contact-form"><button class="bpqTwD" data-variant="primary"></button></form>';
    expect(withoutUnrenderedVariants(styles, html)).toBe(
      '<style>.giLfpM{display:flex;}.giLfpM[data-variant="primary"]{color:blue;}' +
        '.giLfpM[data-state="open"]{gap:0;}' +
        '.kGiDMv[data-tone="muted"],.kGiDMv[data-tone="auto"]:nth-of-type(even){order:1;}' +
        '.bpqTwD[data-variant="danger"]{color:red;}@media (min-width:1px){.giLfpM[data-size="sm"]{gap:0;}}</style>',
    );
  });
});
