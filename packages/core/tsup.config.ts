import { defineConfig } from "tsup";

export default defineConfig([
  {
    // One output file per source module (ESM): a bundler then takes only the modules an app
    // imports, as it does in this workspace. One bundled file would be a single module whose
    // top-level schema calls (valibot's) no bundler can prove free of side effects, so every
    // import of any helper would carry the whole content schema and valibot to the browser.
    entry: ["src/**/*.ts", "!src/**/*.test.ts", "!src/**/*.d.ts"],
    format: ["esm"],
    splitting: true,
    // tsup sets baseUrl for the declaration build, which TypeScript 6 deprecates.
    dts: { entry: "src/index.ts", compilerOptions: { composite: false, ignoreDeprecations: "6.0" } },
    sourcemap: true,
    clean: true,
    target: "es2022",
  },
  {
    entry: ["src/index.ts"],
    format: ["cjs"],
    dts: { entry: "src/index.ts", compilerOptions: { composite: false, ignoreDeprecations: "6.0" } },
    sourcemap: true,
    target: "es2022",
  },
]);
