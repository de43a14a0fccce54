import { renderMarkdown } from "@pmfolio/core";
import { describe, expect, it } from "vitest";
import { germanSiteLabels } from "../labels/germanSiteLabels";
import { markdownWords } from "./markdownWords";

describe("markdownWords", () => {
  it("gives core's renderer the labels' words, English by default", () => {
    const words = markdownWords();
    expect(words.footnotes).toBe("Footnotes");
    expect(words.backToReference("2-1")).toBe("Back to reference 2-1");
    expect(words.linkToHeading("Why now")).toBe("Link to “Why now”");
    expect(words.table).toBe("Table");
  });

  it("writes a German post's links and frames in German", () => {
    const { html } = renderMarkdown("## Warum jetzt\n\n| a |\n| - |\n| b |\n\nText.[^1]\n\n[^1]: Note.", {
      words: markdownWords(germanSiteLabels.writing.markdown),
    });
    expect(html).toContain('aria-label="Link zu „Warum jetzt“"');
    expect(html).toContain('aria-label="Tabelle"');
    expect(html).toContain(">Fußnoten</h2>");
    expect(html).toContain('aria-label="Zurück zu Verweis 1"');
  });
});
