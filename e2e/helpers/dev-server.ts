import path from "node:path";

/**
 * Where a dev server a spec starts bundles the site's functions. By default every dev server of
 * the site bundles into `site/.netlify/functions-serve`, and the Netlify emulation builds a function
 * on its first request there: two servers building the same function at once collide on its
 * symlinks (EEXIST), and that request fails. Each spec's server gets a folder of its own, as the
 * suite's built servers do (scripts/serve-built.ts, decision 13).
 */
export function ownFunctionsBuild(port: number): { NETLIFY_FUNCTIONS_SERVE_PATH: string } {
  return { NETLIFY_FUNCTIONS_SERVE_PATH: path.resolve("site", ".netlify", "dev-server", String(port)) };
}
