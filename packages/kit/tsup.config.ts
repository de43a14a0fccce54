import { defineConfig, type Options } from "tsup";

const shared: Options = {
  format: ["esm", "cjs"],
  // tsup sets baseUrl for the declaration build, which TypeScript 6 deprecates.
  dts: { compilerOptions: { composite: false, ignoreDeprecations: "6.0" } },
  sourcemap: true,
  target: "es2022",
  external: ["react", "react-dom", "styled-components", "@pmfolio/core", "satori", "@resvg/resvg-js"],
};

export default defineConfig([
  {
    ...shared,
    // The components, and the framework-free behaviours (`@pmfolio/kit/behaviors`) for pages that
    // ship the components' server HTML without React.
    entry: { index: "src/index.ts", behaviors: "src/behaviors/index.ts" },
    clean: true,
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
