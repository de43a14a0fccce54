import { describe, expect, it } from "vitest";
import { resumePageFor } from "./resume-page";

// The kit's Resume marks, as it renders them (packages/kit/src/pages/Resume/Resume.tsx).
const page = `<article><p class="s" data-resume-summary="">Default summary</p>
<ol><li class="e"><h3>Lead PM</h3><ul><li data-resume-highlight="0.0">a0</li><li data-resume-highlight="0.1">a1</li></ul></li>
<li class="e"><h3>PM</h3><ul><li data-resume-highlight="1.0">b0</li></ul></li></ol>
<ol><li class="e" data-resume-project="one"><h3><a href="/projects/one">One</a></h3><p>First</p></li><li class="e" data-resume-project="two"><h3>Two</h3><p>Second</p></li><li class="e" data-resume-project="three"><h3>Three</h3></li></ol></article>`;

describe("the résumé page in an application's variant", () => {
  it("has its summary line as text, its highlights only, and its projects in its order", () => {
    const html = resumePageFor(page, {
      summary: "For Acme <b>& co</b>: $&",
      highlights: ["0.1", "1.0"],
      projects: ["three", "one"],
    });
    expect(html).toContain('data-resume-summary="">For Acme &lt;b&gt;&amp; co&lt;/b&gt;: $&amp;</p>');
    expect(html).not.toContain(">a0<");
    expect(html).toContain(">a1<");
    expect(html).toContain(">b0<");
    // Every role stays: a variant chooses highlights, not the career.
    expect(html).toContain("<h3>Lead PM</h3>");
    expect(html).toContain("<h3>PM</h3>");
    expect([...html.matchAll(/data-resume-project="([a-z-]+)"/g)].map((match) => match[1])).toEqual([
      "three",
      "one",
    ]);
    expect(html).toContain('<a href="/projects/one">One</a></h3><p>First</p></li>');
  });

  it("keeps what the variant does not name as the page has it", () => {
    expect(resumePageFor(page, {})).toBe(page);
    expect(resumePageFor(page, { summary: "Only this" })).toContain(">a0<");
  });
});
