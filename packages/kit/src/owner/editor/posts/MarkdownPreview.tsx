/**
 * A post's text as its page shows it: rendered by core's `renderMarkdown`, the build's own
 * renderer (sanitised), in the post's language, as the owner types. The renderer loads on first
 * use (./markdownRenderer), and each render waits for typing to pause (`useDeferredValue`).
 */
import type { renderMarkdown } from "@pmfolio/core";
import { useDeferredValue, useEffect, useState } from "react";
import { PreviewFrame } from "../editor.styles";
import { markdownWordsIn, postWords } from "./postWords";

type Renderer = typeof renderMarkdown;

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
      <h3 id={`${id}-heading`}>{postWords.preview}</h3>
      {html !== null ? (
        // Sanitised by the renderer, as the build's pages are.
        <div lang={language} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p role="status">{render === "failed" ? postWords.previewFailed : postWords.previewLoading}</p>
      )}
    </PreviewFrame>
  );
}
