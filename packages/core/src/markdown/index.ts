export { renderMarkdown, type MarkdownWords, type RenderedMarkdown, type RenderOptions } from "./render";
