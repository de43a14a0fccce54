import { readFile } from "node:fs/promises";
import path from "node:path";
import { defineConfig, type Options } from "tsup";
import { transformWithOxc } from "vite";

type EsbuildPlugin = NonNullable<Options["esbuildPlugins"]>[number];

/**
 * Gives every styled component a fixed `componentId`, as the site's own build does. Without it,
 * styled-components numbers components in the order their modules run, so a host app that renders
 * on the server and hydrates in the browser (Next.js, a Vite island) can get other class names on
 * each side when the two load the kit's modules in a different order. The ids hash the file's path
 * inside the package, so every build of one version gives the same ids.
 */
const styledComponentIds: EsbuildPlugin = {
  name: "styled-component-ids",
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async ({ path: file }) => {
      const source = await readFile(file, "utf8");
      if (!source.includes("styled-components")) return undefined;
      const { code } = await transformWithOxc(source, path.relative(import.meta.dirname, file), {
        lang: file.endsWith("x") ? "tsx" : "ts",
        jsx: "preserve",
        plugins: { styledComponents: { ssr: true, displayName: false, fileName: true, pure: true } },
      });
      return { contents: code, loader: "jsx" };
    });
  },
};

const shared: Options = {
  format: ["esm", "cjs"],
  // tsup sets baseUrl for the declaration build, which TypeScript 6 deprecates.
  dts: { compilerOptions: { composite: false, ignoreDeprecations: "6.0" } },
  sourcemap: true,
  target: "es2022",
  external: ["react", "react-dom", "styled-components", "@pmfolio/core", "satori", "@resvg/resvg-js"],
  esbuildPlugins: [styledComponentIds],
};

// The two builds run side by side, so neither cleans dist/ (one would delete the other's files);
// the package's build script empties it first.
export default defineConfig([
  {
    ...shared,
    // The components, and the framework-free behaviours (`@pmfolio/kit/behaviors`) for pages that
    // ship the components' server HTML without React.
    entry: { index: "src/index.ts", behaviors: "src/behaviors/index.ts" },
    // Every component uses state, context or effects: React Server Component hosts (Next.js
    // App Router) must treat the whole entry as client code. esbuild drops directives found
    // in bundled sources, so each entry gets it as a banner (scripts/check-package.mjs checks it);
    // the behaviours are browser-only code too.
    banner: { js: '"use client";' },
  },
  {
    ...shared,
    // The build-time image helpers (`@pmfolio/kit/og`): Node code a build script runs, never a
    // browser or a server component, so no "use client".
    entry: { og: "src/og/index.ts" },
  },
]);
