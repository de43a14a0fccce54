/**
 * The build's Markdown renderer, for the preview alone: imported dynamically (./MarkdownPreview),
 * so its parser and sanitiser load when a post is opened, not with the editor.
 */
export { renderMarkdown } from "@pmfolio/core";
