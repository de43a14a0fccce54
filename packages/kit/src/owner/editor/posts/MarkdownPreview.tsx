/**
 * A post's text as its page shows it: rendered by core's `renderMarkdown`, the build's own
 * renderer (sanitised), in the post's language, as the owner types. The renderer loads on first
 * use (./markdownRenderer), and each render waits for typing to pause (`useDeferredValue`).
 */
import type { MarkdownWords, renderMarkdown } from "@pmfolio/core";
import { useDeferredValue, useEffect, useState } from "react";
import { editorLabels } from "../../../labels/editorLabels";
import { useLabels } from "../../../labels/LabelsContext";
import { siteLabelsFor } from "../../../labels/siteLabelsFor";
import { markdownWords } from "../../../writing/markdownWords";
import { PreviewFrame } from "../editor.styles";

type Renderer = typeof renderMarkdown;

/**
 * The words a post's rendered Markdown carries (footnotes, a heading's link), in the post's own
 * language: the kit's, as the build's pages have them, whatever the owner's labels are.
 */
function markdownWordsIn(language: string): MarkdownWords {
  return markdownWords(siteLabelsFor(language)?.writing.markdown);
}

let loading: Promise<Renderer> | undefined;
const loadRenderer = () => (loading ??= import("./markdownRenderer").then((module) => module.renderMarkdown));

export function MarkdownPreview({
  markdown,
  language,
  id,
}: {
  markdown: string;
  language: string;
  id: string;
}) {
  const words = useLabels("editorPosts", editorLabels.editorPosts);
  const shown = useDeferredValue(markdown);
  const [render, setRender] = useState<{ renderer: Renderer } | "failed" | null>(null);
  useEffect(() => {
    let current = true;
    loadRenderer().then(
      (renderer) => current && setRender({ renderer }),
      () => current && setRender("failed"),
    );
    return () => {
      current = false;
    };
  }, []);

  const html =
    render && render !== "failed" ? render.renderer(shown, { words: markdownWordsIn(language) }).html : null;
  return (
    <PreviewFrame aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{words.preview}</h3>
      {html !== null ? (
        // Sanitised by the renderer, as the build's pages are.
        <div lang={language} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p role="status">{render === "failed" ? words.previewFailed : words.previewLoading}</p>
      )}
    </PreviewFrame>
  );
}
