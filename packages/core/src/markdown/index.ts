export {
  renderMarkdown,
  type MarkdownImage,
  type MarkdownWords,
  type RenderedMarkdown,
  type RenderOptions,
} from "./render";
