/**
 * The site for the functions: the one file under netlify/ that imports site/ (by relative
 * path: Netlify bundles a function's relative imports). It gives the site's content (the
 * résumé is printed from it), the contact form's words and the paths the site has, from the same list that decides
 * what is prerendered and put in the sitemap (packages/site/src/siteRoutes.ts), so analytics count
 * exactly the pages that exist.
 */
import { content } from "../../packages/site/src/content";
import { contentFolder } from "../../site/content/read";
import { privateRoutes, publicRoutes } from "../../packages/site/src/siteRoutes";
import { siteLabels } from "../../packages/kit/src/labels/siteLabels";

export { content, contentFolder };

/**
 * The contact form's words as the site shows them: the site gives the kit no labels of its own,
 * so they are the kit's (a page answering a post made without script draws the same form).
 */
export const contactFormWords = siteLabels.contactForm;

const knownPaths: ReadonlySet<string> = new Set([...publicRoutes(), ...privateRoutes]);

/** True for a path the site has (normalised as page views are: no query, no trailing slash). */
export function isKnownPath(path: string): boolean {
  return knownPaths.has(path);
}
