import { PassThrough } from "node:stream";
import { renderMarkdown } from "@pmfolio/core";
import { markdownWords, postImageSizes } from "@pmfolio/kit";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { ServerStyleSheet } from "styled-components";
import { App, preloadRoute } from "./App";
import { TailoringProvider, type Tailoring } from "./tailoring";
import { PostBodyProvider } from "./postBodies";
import { postTexts } from "./postTexts";
import { labelsFor } from "./labelSets";

const postBodies = new Map<string, string>();

/**
 * A post's body as HTML (core's one renderer), in its language's words. Rendered once per build:
 * its page and its language's feeds carry the same HTML.
 */
export function postBody(language: string, slug: string): string {
  const key = `${language}/${slug}`;
  const rendered = postBodies.get(key);
  if (rendered !== undefined) return rendered;
  const text = postTexts[language]?.[slug];
  if (!text) throw new Error(`No post "${slug}" in ${language}`);
  const words = markdownWords(labelsFor(language)?.writing.markdown);
  const html = renderMarkdown(text.markdown, {
    words,
    image: (src) => text.images[src],
    imageSizes: postImageSizes,
  }).html;
  postBodies.set(key, html);
  return html;
}

export {
  alternatesOf,
  headFor,
  privateRoutes,
  publicRoutes,
  routeFor,
  siteRoutes,
  utilityRoutes,
} from "./siteRoutes";
export { content } from "./content";
export { writingFeeds } from "./feeds";
export { privateProjects } from "./privateProjects";
export { tailoredPages } from "@pmfolio/core";
export {
  contentIn,
  defaultLanguage,
  htmlAttributes,
  languageOf,
  languages,
  ogLocale,
  ownerLocale,
} from "./languages";

/**
 * Renders one route to static HTML (waiting for lazy routes), with the
 * styled-components styles it used, for the build-time prerender; with `tailoring`, the page
 * made for one application (./tailoring.tsx).
 */
export async function render(
  url: string,
  tailoring: Tailoring = {},
): Promise<{ html: string; styleTags: string }> {
  await preloadRoute(url);
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <TailoringProvider value={tailoring}>
          <PostBodyProvider value={postBody}>
            <StaticRouter location={url}>
              <App />
            </StaticRouter>
          </PostBodyProvider>
        </TailoringProvider>,
      ),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(Buffer.from(chunk));
    return { html: Buffer.concat(chunks).toString("utf8"), styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
