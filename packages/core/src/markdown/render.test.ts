import { describe, expect, it } from "vitest";
import { renderMarkdown, type MarkdownWords } from "./render";

const words: MarkdownWords = {
  footnotes: "Footnotes",
  backToReference: (reference) => `Back to reference ${reference}`,
  linkToHeading: (heading) => `Link to “${heading}”`,
  table: "Table",
};
const render = (markdown: string, imageSize?: Parameters<typeof renderMarkdown>[1]["imageSize"]) =>
  renderMarkdown(markdown, { words, imageSize });

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
});
