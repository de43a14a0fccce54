/**
 * The résumé page in an application's variant (issue 47), made from the page the build rendered
 * for everyone: the kit's `Resume` marks its summary (`data-resume-summary`), each experience
 * highlight (`data-resume-highlight="role.highlight"`) and each project (`data-resume-project`),
 * and this keeps the variant's, in its order, with its summary line as escaped text. The marked
 * elements hold no element of their own name, so each ends at the first closing tag of its name.
 */
import type { ResumeVariant } from "../core";
import { escapeHtml } from "../http";

const summary = /(<p\b[^>]*\bdata-resume-summary=""[^>]*>)[\s\S]*?(<\/p>)/;
const highlight = /<li\b[^>]*\bdata-resume-highlight="([\d.]+)"[^>]*>[\s\S]*?<\/li>/g;
const project = /<li\b[^>]*\bdata-resume-project="([a-z0-9-]+)"[^>]*>[\s\S]*?<\/li>/g;

export function resumePageFor(html: string, variant: ResumeVariant): string {
  let page = html;
  const line = variant.summary;
  if (line)
    page = page.replace(summary, (_, open: string, close: string) => `${open}${escapeHtml(line)}${close}`);
  const kept = variant.highlights && new Set(variant.highlights);
  if (kept) page = page.replace(highlight, (element, key: string) => (kept.has(key) ? element : ""));
  const order = variant.projects;
  if (order) {
    const entries = new Map([...page.matchAll(project)].map((match) => [match[1]!, match[0]]));
    const chosen = order.flatMap((slug) => entries.get(slug) ?? []).join("");
    let first = true;
    // The variant's projects, in its order, where the first project was; the others left out.
    page = page.replace(project, () => (first ? ((first = false), chosen) : ""));
  }
  return page;
}
