import { Resume } from "@pmfolio/kit";
import { resumeModel } from "@pmfolio/core";
import { content } from "../content";

/** Where the résumé's other forms are: the PDF (a function) and the JSON Resume file (built). */
export const RESUME_PDF_HREF = "/api/download-resume";
export const RESUME_JSON_HREF = "/resume.json";

const resume = resumeModel(content);

/** The résumé as a page, from the same model as the PDF and resume.json. */
export function ResumePage() {
  return <Resume resume={resume} pdfHref={RESUME_PDF_HREF} jsonHref={RESUME_JSON_HREF} />;
}
