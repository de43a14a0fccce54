import { describe, expect, it } from "vitest";
import { withUploadedImageVariants } from "../content/uploadedImages";
import { renderMarkdown, type MarkdownWords, type RenderOptions } from "./render";

const words: MarkdownWords = {
  footnotes: "Footnotes",
  backToReference: (reference) => `Back to reference ${reference}`,
  linkToHeading: (heading) => `Link to “${heading}”`,
  table: "Table",
};
const render = (markdown: string, image?: RenderOptions["image"], imageSizes?: string) =>
  renderMarkdown(markdown, { words, image, imageSizes });

describe("renderMarkdown", () => {
  it("renders GitHub-flavoured Markdown: linkable headings, code, tables, footnotes", () => {
    const { html, headings } = render(
      [
        "## Why now",
        "",
        "Text with a note.[^1]",
        "",
        "```sql",
        "select 1 < 2;",
        "```",
        "",
        "| a | b |",
        "|---|---|",
        "| 1 | 2 |",
        "",
        "[^1]: The note.",
      ].join("\n"),
    );
    expect(headings).toEqual([{ depth: 2, id: "why-now", text: "Why now" }]);
    expect(html).toContain(
      '<h2 id="why-now">Why now <a href="#why-now" class="heading-link" aria-label="Link to “Why now”">#</a></h2>',
    );
    expect(html).toContain('<code class="language-sql">select 1 &#x3C; 2;\n</code>');
    expect(html).toMatch(/<div class="table-frame" tabindex="0" role="region" aria-label="Table"><table>/);
    // The note and its reference link to each other by the same ids.
    const refHref = /<a href="#(user-content-fn-1)" id="(user-content-fnref-1)"/.exec(html);
    expect(refHref).not.toBeNull();
    expect(html).toContain(`<li id="${refHref![1]}">`);
    expect(html).toContain(`href="#${refHref![2]}"`);
  });

  it("shows HTML written in the Markdown as text, and runs nothing", () => {
    const { html } = render(
      [
        "<script>alert(1)</script>",
        "",
        'An <img src="x" onerror="alert(2)"> inline.',
        "",
        "[link](javascript:alert(3)) ![pic](javascript:alert(4))",
      ].join("\n"),
    );
    expect(html).not.toMatch(/<script|<img src="x"|<[^>]* onerror=|javascript:/i);
    expect(html).toContain('<pre tabindex="0"><code>&#x3C;script>alert(1)&#x3C;/script>\n</code></pre>');
    expect(html).toContain('<code>&#x3C;img src="x" onerror="alert(2)"></code>');
  });

  it("makes code blocks focusable, so a keyboard can scroll them, and names a task's box by its words", () => {
    const { html } = render("```\nlong line\n```\n\n- [x] Ship it\n- [ ] Measure\n  - nested");
    expect(html).toContain('<pre tabindex="0"><code>long line\n</code></pre>');
    expect(html).toContain(
      '<li class="task-list-item"><label><input type="checkbox" checked disabled> Ship it</label></li>',
    );
    expect(html).toMatch(/<label><input type="checkbox" disabled> Measure\n?<\/label>\n?<ul>/);
  });

  it("gives images their size, lazily loaded", () => {
    const { html, images } = render("![A chart](/images/chart.png)", (src) =>
      src === "/images/chart.png" ? { width: 800, height: 450 } : undefined,
    );
    expect(images).toEqual(["/images/chart.png"]);
    expect(html).toContain(
      '<img src="/images/chart.png" alt="A chart" width="800" height="450" loading="lazy" decoding="async">',
    );
  });

  it("offers an image's other widths and formats in a picture, with the column's sizes, and keeps it in its paragraph", () => {
    const chart = withUploadedImageVariants({ src: "/images/chart-0a1b2c3d.png", width: 1200, height: 600 });
    const { html, images } = render(
      "Before ![A chart](/images/chart-0a1b2c3d.png) after",
      (src) => (src === chart.src ? chart : undefined),
      "(min-width: 800px) 800px, 100vw",
    );
    expect(images).toEqual(["/images/chart-0a1b2c3d.png"]);
    expect(html).toBe(
      "<p>Before <picture>" +
        '<source type="image/webp" srcset="/images/chart-0a1b2c3d-480w.webp 480w, /images/chart-0a1b2c3d-960w.webp 960w, /images/chart-0a1b2c3d.webp 1200w" sizes="(min-width: 800px) 800px, 100vw">' +
        '<img src="/images/chart-0a1b2c3d.png" alt="A chart" width="1200" height="600" loading="lazy" decoding="async" srcset="/images/chart-0a1b2c3d-480w.png 480w, /images/chart-0a1b2c3d-960w.png 960w, /images/chart-0a1b2c3d.png 1200w" sizes="(min-width: 800px) 800px, 100vw">' +
        "</picture> after</p>",
    );
  });

  it("never takes a picture or source written in the Markdown for markup", () => {
    const { html } = render(
      '<picture><source srcset="/x.webp"><img src="/x.png" onerror="alert(1)"></picture>',
    );
    expect(html).not.toMatch(/<(?:picture|source|img)\b/);
    // Shown as the words it is, in code.
    expect(html).toContain('<code>&#x3C;img src="/x.png" onerror="alert(1)"></code>');
  });
});
