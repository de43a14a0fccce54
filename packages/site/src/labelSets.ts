/**
 * The kit's label sets for a site's pages, by language. A module of its own, without the content,
 * so the contact island can take its page's labels and stay small.
 */
export { siteLabelsFor as labelsFor } from "@pmfolio/kit";
