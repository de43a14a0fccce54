import type { ImageAsset, Metric, ProjectWithPage } from "@pmfolio/core";
import { defaultLanguage, languageOf } from "../languages";

/**
 * Where a public page's share image is written at build time (packages/site/build/build-share-files.ts) and
 * what its head tags say about it: "/" → /og/home.png, "/projects/x" → /og/projects/x.png, and
 * each other language's under its own folder: "/de/" → /og/de/home.png.
 */
export function shareImageFor(path: string, alt: string): ImageAsset {
  const { language, path: page } = languageOf(path);
  const folder = language === defaultLanguage ? "" : `${language}/`;
  const name = folder + (page === "/" ? "home" : page.replace(/^\/+|\/+$/g, ""));
  // The kit's renderShareImage draws 1200×630 (SHARE_IMAGE_SIZE); the build's test checks the files.
  return { src: `/og/${name}.png`, alt, width: 1200, height: 630 };
}

/** A project's headline figure: the first of its page's metrics, else none. */
export function headlineMetric(project: ProjectWithPage): Metric | undefined {
  for (const block of project.page.blocks) {
    if (block.type === "metrics" && block.items[0]) return block.items[0];
  }
  return undefined;
}
