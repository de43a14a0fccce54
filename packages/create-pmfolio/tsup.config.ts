import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/cli.ts"],
  format: ["esm"],
  // The command runs straight from the tarball `npm create` fetches: no dependencies to install.
  sourcemap: false,
  clean: true,
  target: "node22",
  platform: "node",
});
