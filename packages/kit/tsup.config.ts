import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts"],
  format: ["esm", "cjs"],
  // tsup sets baseUrl for the declaration build, which TypeScript 6 deprecates.
  dts: { compilerOptions: { composite: false, ignoreDeprecations: "6.0" } },
  sourcemap: true,
  clean: true,
  target: "es2022",
  external: ["react", "react-dom", "styled-components", "framer-motion", "@pmfolio/core"],
});
