/**
 * A post's Markdown as HTML: GitHub-flavoured (tables, footnotes, task lists, strikethrough,
 * autolinks), then sanitised with GitHub's own allow-list, so nothing a post holds can run. The
 * build renders every post with it and the editor's preview with the same function, so the
 * preview is the page. No Markdown code reaches a public page: only the HTML this returns.
 *
 * HTML written inside the Markdown is shown as the text it is, never as markup: a post is words,
 * and an owner who pastes `<script>` sees it on the page, not run.
 */
import type { Element, ElementContent, Root } from "hast";
import { toString } from "hast-util-to-string";
import rehypeSanitize, { defaultSchema, type Options as Schema } from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import type { Html, Root as MdastRoot } from "mdast";
import type { ImageAsset } from "../content/types";

/** The words the rendered HTML carries, in the post's language. */
export interface MarkdownWords {
  /** The heading over the footnotes, e.g. "Footnotes". */
  footnotes: string;
  /** A footnote's link back to where it is cited, e.g. "Back to reference 1". */
  backToReference: (reference: string) => string;
  /** A heading's own link, e.g. "Link to “Why now”". */
  linkToHeading: (heading: string) => string;
  /** The name of a table's scrolling frame, e.g. "Table". */
  table: string;
}

/**
 * What the build knows of a picture in a post: its size, and the other files it offers (other
 * widths as an `srcSet`, modern formats as `sources`, which the picture offers first).
 */
export type MarkdownImage = Pick<ImageAsset, "width" | "height" | "srcSet" | "sources">;

export interface RenderOptions {
  words: MarkdownWords;
  /**
   * A picture's size in pixels by its address, so the page keeps its place while it loads, and
   * its other widths and formats (the build reads the files); an image it does not know is left
   * without.
   */
  image?: (src: string) => MarkdownImage | undefined;
  /** How wide the post's column shows a picture with other widths (a `sizes` value, e.g. the kit's `postImageSizes`). */
  imageSizes?: string;
}

export interface RenderedMarkdown {
  html: string;
  /** The headings, in order, with their ids: a post's table of contents. */
  headings: { depth: number; id: string; text: string }[];
  /** Every image's address, in order: the build checks each is there. */
  images: string[];
}

/** Raw HTML in the Markdown becomes code: a block of it a code block, inline HTML inline code (see above). */
function htmlAsText() {
  return (tree: MdastRoot) => {
    visit(tree, "html", (node: Html, index, parent) => {
      if (!parent || index === undefined) return;
      const flow = parent.type === "root" || parent.type === "blockquote" || parent.type === "listItem";
      parent.children[index] = (
        flow ? { type: "code", value: node.value } : { type: "inlineCode", value: node.value }
      ) as never;
    });
  };
}

// GitHub's allow-list, which already drops scripts, event handlers and javascript: links. No id
// comes from the owner's text (HTML is shown as code), so the footnotes' ids, which remark-rehype
// prefixes with "user-content-" as it links them, are kept as they are, and the headings' ids
// come from rehype-slug, after sanitising, from the heading's own words.
const schema: Schema = {
  ...defaultSchema,
  clobberPrefix: "",
  attributes: { ...defaultSchema.attributes, code: [["className", /^language-[\w-]+$/]] },
};

const BLOCKS = new Set(["p", "ul", "ol", "pre", "blockquote", "table", "div", "h2", "h3", "h4", "h5", "h6"]);

/**
 * A task list's checkbox named by its item's words: the box and the words after it, up to the
 * first block (a nested list), become one `<label>`, so a screen reader says what is done.
 */
function labelTaskBox(container: Element, box: Element) {
  const start = container.children.indexOf(box);
  const end = container.children.findIndex(
    (child, at) => at > start && child.type === "element" && BLOCKS.has(child.tagName),
  );
  const stop = end === -1 ? container.children.length : end;
  const label: Element = {
    type: "element",
    tagName: "label",
    properties: {},
    children: container.children.slice(start, stop),
  };
  container.children.splice(start, stop - start, label);
}

/** The footnotes' own heading's id (remark-rehype's). */
const FOOTNOTE_LABEL = "footnote-label";

/**
 * A picture's `<img>` with what the build knows of it: its size, its other widths, and, when it
 * has other formats, a `<picture>` around it that offers them first.
 */
function placeImage(node: Element, known: MarkdownImage | undefined, sizes: string | undefined): Element {
  const { srcSet, sources, ...size } = known ?? {};
  Object.assign(node.properties, size, { loading: "lazy", decoding: "async" });
  if (srcSet) Object.assign(node.properties, { srcSet, sizes });
  if (!sources?.length) return node;
  return {
    type: "element",
    tagName: "picture",
    properties: {},
    children: [
      ...sources.map((source): Element => ({
        type: "element",
        tagName: "source",
        properties: { type: source.type, srcSet: source.srcSet, sizes },
        children: [],
      })),
      node,
    ],
  };
}

function finish({ words, image, imageSizes }: RenderOptions, found: Omit<RenderedMarkdown, "html">) {
  return (tree: Root) => {
    visit(tree, "element", (node: Element, index, parent) => {
      const id = node.properties.id;
      if (/^h[2-6]$/.test(node.tagName) && typeof id === "string" && id !== FOOTNOTE_LABEL) {
        const text = toString(node);
        found.headings.push({ depth: Number(node.tagName[1]), id, text });
        node.children.push(
          { type: "text", value: " " },
          {
            type: "element",
            tagName: "a",
            properties: { href: `#${id}`, className: ["heading-link"], ariaLabel: words.linkToHeading(text) },
            children: [{ type: "text", value: "#" }],
          },
        );
      } else if (
        node.tagName === "img" &&
        typeof node.properties.src === "string" &&
        parent &&
        index !== undefined
      ) {
        found.images.push(node.properties.src);
        parent.children[index] = placeImage(node, image?.(node.properties.src), imageSizes);
        return "skip";
      } else if (node.tagName === "pre") {
        // A long line scrolls inside its block; focusable, a keyboard can scroll it too.
        node.properties.tabIndex = 0;
      } else if (node.tagName === "input" && parent?.type === "element") {
        labelTaskBox(parent, node);
      } else if (node.tagName === "table" && parent && index !== undefined) {
        // A wide table scrolls inside its own frame on a phone; the frame is focusable so a
        // keyboard can scroll it, and named so a screen reader says what it is.
        const frame: ElementContent = {
          type: "element",
          tagName: "div",
          properties: { className: ["table-frame"], tabIndex: 0, role: "region", ariaLabel: words.table },
          children: [node],
        };
        parent.children[index] = frame;
        return "skip";
      }
      return undefined;
    });
  };
}

/** `markdown` as sanitised HTML, with its headings and images. */
export function renderMarkdown(markdown: string, options: RenderOptions): RenderedMarkdown {
  const found: Omit<RenderedMarkdown, "html"> = { headings: [], images: [] };
  const html = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(htmlAsText)
    .use(remarkRehype, {
      footnoteLabel: options.words.footnotes,
      // Shown, not only read out: the notes are part of the post.
      footnoteLabelProperties: {},
      footnoteBackLabel: (index: number, rereference: number) =>
        options.words.backToReference(`${index + 1}${rereference > 1 ? `-${rereference}` : ""}`),
    })
    .use(rehypeSanitize, schema)
    .use(rehypeSlug)
    .use(finish, options, found)
    .use(rehypeStringify)
    .processSync(markdown)
    .toString();
  return { html, ...found };
}
