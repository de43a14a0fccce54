import { readdirSync } from "node:fs";
import { defineConfig } from "tsup";

// One entry per handler, named as the site's function files are: a function imports its handler
// only, and shared modules become chunks, so the page view never carries the mail client.
const handlers = Object.fromEntries(
  readdirSync("src/handlers")
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => [file.replace(/\.ts$/, ""), `src/handlers/${file}`]),
);

export default defineConfig({
  entry: { index: "src/index.ts", ...handlers },
  format: ["esm"],
  // tsup sets baseUrl for the declaration build, which TypeScript 6 deprecates; the workspace's
  // `paths` are for the Netlify bundler, not for the published build (core stays a dependency).
  dts: { compilerOptions: { composite: false, ignoreDeprecations: "6.0", paths: {} } },
  sourcemap: true,
  clean: true,
  target: "node22",
  platform: "node",
  tsconfig: "tsconfig.build.json",
});
