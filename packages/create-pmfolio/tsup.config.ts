import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/cli.ts"],
  format: ["esm"],
  // The command runs straight from the tarball `npm create` fetches: no dependencies to install.
  sourcemap: false,
  clean: true,
  // `npm create` runs it on whatever Node the owner has, 20 included, so that there it can say which
  // Node the site needs (src/nodeVersion.ts) instead of failing on syntax.
  target: "node20",
  platform: "node",
});
