import { Resume } from "@pmfolio/kit";
import { resumeModel } from "@pmfolio/core";
import { useMemo } from "react";
import { defaultLanguage, usePageContent, usePageLanguage } from "../languages";

/** Where the résumé's other forms are: the PDF (a function) and the JSON Resume file (built). */
export const RESUME_PDF_HREF = "/api/download-resume";
export const RESUME_JSON_HREF = "/resume.json";

/** The résumé as a page, from the same model as the PDF and resume.json, in the page's language. */
export function ResumePage() {
  const content = usePageContent();
  const language = usePageLanguage();
  const resume = useMemo(() => resumeModel(content), [content]);
  const json = language === defaultLanguage ? RESUME_JSON_HREF : `/resume.${language}.json`;
  return <Resume resume={resume} pdfHref={RESUME_PDF_HREF} jsonHref={json} />;
}
