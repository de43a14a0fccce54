/**
 * The /resume page and the PDF say the same things in the same order (issue 48): the page as the
 * kit renders it on the server (the prerender's way), the PDF as pdftotext reads it, both checked
 * against the one résumé model they are drawn from, in every language of the sample site.
 */
import { resumeModel, siteLanguages } from "@pmfolio/core";
import { PortfolioProvider, Resume } from "@pmfolio/kit";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { content } from "../../packages/site/src/content";
import { contentIn } from "../../packages/site/src/languages";
import { buildResumePdf } from "../../packages/netlify/src/resume";
import { expectedResumeTexts, popplerText, resumeTextProblems } from "./helpers/resume-text";

/** The page's text as a reader gets it: each element's text, apart from the next. */
function pageText(html: string): string {
  const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };
  return html
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => entities[name]!);
}

describe.each(siteLanguages(content.site))("the résumé in %s", (language) => {
  const inLanguage = contentIn(language);
  const model = resumeModel(inLanguage, undefined, { language });

  it("says the same things in the same order on the page and in the PDF", async () => {
    const html = renderToStaticMarkup(
      createElement(PortfolioProvider, null, createElement(Resume, { resume: model })),
    );
    const pdf = await popplerText(await buildResumePdf(inLanguage, { language }));
    expect(expectedResumeTexts(model).length).toBeGreaterThan(40);
    expect(resumeTextProblems(model, pageText(html))).toEqual([]);
    expect(resumeTextProblems(model, pdf)).toEqual([]);
  });
});
