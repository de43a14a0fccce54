import { describe, expect, it } from "vitest";
import { staticMarkup } from "./static-markup.mjs";

describe("staticMarkup", () => {
  const css = '<style>.t>svg[data-icon="sun"]{display:none;}</style>';

  it("drops React's text separators and the icon names no rule selects, and self-closes empty shapes", () => {
    expect(
      staticMarkup(
        '<a>Book<!-- --> <span>x</span><svg data-icon="mail" aria-hidden="true"><path d="M1 1"></path>' +
          '<circle r="2"></circle></svg><svg data-icon="sun"><rect x="1"></rect></svg></a>',
        css,
      ),
    ).toBe(
      '<a>Book <span>x</span><svg aria-hidden="true"><path d="M1 1"/><circle r="2"/></svg>' +
        '<svg data-icon="sun"><rect x="1"/></svg></a>',
    );
  });

  it("leaves an island's markup as React rendered it", () => {
    const island =
      '<form data-pm-island="contact-form">a<!-- -->b<svg data-icon="send"><path></path></svg></form>';
    expect(staticMarkup(`<p>a<!-- -->b</p>${island}`, css)).toBe(`<p>ab</p>${island}`);
  });
});
