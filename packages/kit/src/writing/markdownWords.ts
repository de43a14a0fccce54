import type { MarkdownWords } from "@pmfolio/core";
import type { Labels } from "../labels/labels";
import { siteLabels } from "../labels/siteLabels";
import { fillTemplate } from "../labels/template";

/**
 * The words core's `renderMarkdown` writes into a post's HTML, from the labels'
 * `writing.markdown` (the English ones by default): `renderMarkdown(post.markdown, { words:
 * markdownWords(germanSiteLabels.writing.markdown) })`. Pure, so a build or a server calls it.
 */
export function markdownWords(
  labels: Labels["writing"]["markdown"] = siteLabels.writing.markdown,
): MarkdownWords {
  return {
    footnotes: labels.footnotes,
    backToReference: (reference) => fillTemplate(labels.backToReference, { reference }),
    linkToHeading: (heading) => fillTemplate(labels.linkToHeading, { heading }),
    table: labels.table,
  };
}
