import { Resume } from "@pmfolio/kit";
import { resumeModel } from "@pmfolio/core";
import { useMemo } from "react";
import { defaultLanguage, usePageContent, usePageLanguage } from "../languages";
import { pageWords } from "../pageWords";
import { hrefIn, RESUME_PDF_HREF } from "../hrefIn";

/** Where the résumé's JSON Resume file is (built; the PDF is a function, ../hrefIn). */
export const RESUME_JSON_HREF = "/resume.json";

/** The résumé as a page, from the same model as the PDF and resume.json, in the page's language. */
export function ResumePage() {
  const content = usePageContent();
  const language = usePageLanguage();
  const resume = useMemo(() => resumeModel(content, undefined, { language }), [content, language]);
  const json = language === defaultLanguage ? RESUME_JSON_HREF : `/resume.${language}.json`;
  // The PDF in the page's language; the function also reads it from the Referer, which a browser may leave out.
  const pdf = hrefIn(RESUME_PDF_HREF, language);
  const words = pageWords(language);
  return <Resume resume={resume} pdfHref={pdf} jsonHref={json} pdfLabel={words.downloadPdf} />;
}
