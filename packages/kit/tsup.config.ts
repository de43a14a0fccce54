import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts"],
  format: ["esm", "cjs"],
  dts: { compilerOptions: { composite: false } },
  sourcemap: true,
  clean: true,
  target: "es2022",
  external: ["react", "react-dom", "styled-components", "framer-motion", "@pmfolio/core"],
});
