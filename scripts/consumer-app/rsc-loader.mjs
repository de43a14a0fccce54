// React's own Node loader for Server Components: a module that starts with "use client" is
// replaced by client references instead of being run on the server, as Next.js's bundler does.
import { register } from "node:module";
import { isMainThread } from "node:worker_threads";

// Beneath React's loader, two fixes for what it expects: Node 24's default loader hands module
// source over as bytes, not text; and React's loader would fetch a relative source-map URL
// (`//# sourceMappingURL=index.js.map`) without a base, which fails, so the comment is dropped.
export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (result.format !== "module" || result.source == null) return result;
  const source =
    typeof result.source === "string" ? result.source : Buffer.from(result.source).toString("utf8");
  return { ...result, source: source.replace(/^\/\/# sourceMappingURL=.*$/m, "") };
}

// The last registered runs first: React's loader, then this one beneath it.
if (isMainThread) {
  register(import.meta.url);
  register("react-server-dom-webpack/node-loader", import.meta.url);
}
