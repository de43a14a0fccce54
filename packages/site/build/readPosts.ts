/**
 * The owner's posts from the content folder's posts/*.md (core's `postsFromFiles`: one schema),
 * with what the build adds from the files on disk: the size of every image a post shows (its
 * cover and the pictures in its text), so no page shifts while they load, the other widths and
 * formats the build makes of an uploaded one, and a mistake for an image that is not there.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  postsFromFiles,
  publishedPostsByLanguage,
  renderMarkdown,
  withUploadedImageVariants,
  type ContentProblem,
  type MarkdownImage,
  type Post,
} from "@pmfolio/core";
import { imageSize } from "image-size";
import { siteDir } from "./siteDir.mjs";

/** A published post as the build has it: its cover sized, and each picture in its text, by address. */
export interface SitePost extends Post {
  images: Record<string, MarkdownImage>;
}

/** Where the site serves `/images/…` from: the content's uploads, then the site's public folder. */
function imageFile(src: string, contentFolder: string): string | undefined {
  const name = /^\/images\/([^?#]+)$/.exec(src)?.[1];
  if (!name || name.split("/").includes("..")) return undefined;
  return [path.join(contentFolder, "images", name), path.join(siteDir, "public", "images", name)].find(
    (file) => existsSync(file),
  );
}

// Only the images' addresses are wanted here: the words are the page's, given when it renders.
const noWords = { footnotes: "", backToReference: () => "", linkToHeading: () => "", table: "" };

/**
 * Each language's published posts (newest first), and the mistakes in them: every post file is
 * checked, drafts too, so a draft with a mistake is found before it is published.
 */
export function readPosts(
  files: ReadonlyMap<string, string>,
  languages: readonly string[],
  contentFolder: string,
): { byLanguage: Record<string, SitePost[]>; problems: ContentProblem[] } {
  const { posts, problems } = postsFromFiles(files, languages);
  const sized: SitePost[] = posts.map((post) => {
    const { file } = post;
    const images: Record<string, MarkdownImage> = {};
    const measure = (src: string, field: string): MarkdownImage | undefined => {
      // An image elsewhere on the web keeps whatever size it has.
      if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(src)) return undefined;
      const found = imageFile(src, contentFolder);
      if (!found) {
        problems.push({
          file,
          path: field,
          message: `${field} shows ${src}, which is not an image of the site (put it in content/images/ or public/images/, and write its address as "/images/name.jpg")`,
        });
        return undefined;
      }
      const { width, height } = imageSize(readFileSync(found));
      const { src: _src, ...image } = withUploadedImageVariants({ src, width, height });
      return (images[src] = image);
    };
    // The size the front matter gives wins over the file's.
    const cover = post.cover && { ...measure(post.cover.src, "cover.src"), ...post.cover };
    for (const src of renderMarkdown(post.markdown, { words: noWords }).images) measure(src, "the text");
    return { ...post, ...(cover ? { cover } : {}), images };
  });
  return { byLanguage: publishedPostsByLanguage(sized, languages) as Record<string, SitePost[]>, problems };
}
