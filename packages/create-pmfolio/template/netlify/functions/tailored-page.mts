import type { Config } from "@netlify/functions";

export { default } from "@pmfolio/netlify/tailored-page";

// The site's rules (_redirects, written by the build) send a page's address here only when it
// carries `ref=`: see packages/site/build/tailored-pages.mjs.
export const config: Config = {
  // The default language's home page is the bare prefix, which "/*" does not match.
  path: ["/api/tailored-page", "/api/tailored-page/*"],
};
