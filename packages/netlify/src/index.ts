// The root entry holds what a site's own files may need beside the handlers, which each have an
// entry of their own (`@pmfolio/netlify/contact`, …) so a function carries only its own code.
export { CONTENT_DIR_ENV } from "./site";
