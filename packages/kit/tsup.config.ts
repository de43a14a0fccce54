import { defineConfig } from "tsup";

export default defineConfig({
  // The components, and the framework-free behaviours (`@pmfolio/kit/behaviors`) for pages that
  // ship the components' server HTML without React.
  entry: { index: "src/index.ts", behaviors: "src/behaviors/index.ts" },
  format: ["esm", "cjs"],
  // tsup sets baseUrl for the declaration build, which TypeScript 6 deprecates.
  dts: { compilerOptions: { composite: false, ignoreDeprecations: "6.0" } },
  sourcemap: true,
  clean: true,
  target: "es2022",
  external: ["react", "react-dom", "styled-components", "@pmfolio/core"],
  // Every component uses state, context or effects: React Server Component hosts (Next.js
  // App Router) must treat the whole entry as client code. esbuild drops directives found
  // in bundled sources, so each entry gets it as a banner (scripts/check-package.mjs checks it);
  // the behaviours are browser-only code too.
  banner: { js: '"use client";' },
});
