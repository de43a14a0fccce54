/**
 * The floor under a public page's JavaScript (prints figures; not a test): the gzip size of
 * the smallest production bundles that can hydrate anything with the site's runtime, built
 * with the site's own Vite and packages. Whatever islands or code splitting the site uses,
 * a page that hydrates React ships at least the first line; one that hydrates kit
 * components (styled-components) at least the second.
 *
 *   corepack pnpm exec tsx bench/runtime-floor.ts
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build, type Plugin } from "vite";

const site = path.resolve(import.meta.dirname, "../site");
const entries = {
  "react + react-dom/client (hydrateRoot)": `
    import { createElement } from "react";
    import { hydrateRoot } from "react-dom/client";
    hydrateRoot(document.getElementById("root"), createElement("p", null, "x"));`,
  "… + styled-components (one styled element)": `
    import { createElement } from "react";
    import { hydrateRoot } from "react-dom/client";
    import { styled } from "styled-components";
    const P = styled.p\`color: red;\`;
    hydrateRoot(document.getElementById("root"), createElement(P, null, "x"));`,
};

const version = (name: string) =>
  (
    JSON.parse(readFileSync(path.join(site, "node_modules", name, "package.json"), "utf8")) as {
      version: string;
    }
  ).version;
console.log(
  `runtime floor (react ${version("react")}, react-dom ${version("react-dom")}, styled-components ${version("styled-components")})`,
);
const budget = 75 * 1024;
for (const [name, source] of Object.entries(entries)) {
  const outDir = mkdtempSync(path.join(tmpdir(), "pmfolio-floor-"));
  const entry: Plugin = {
    name: "floor-entry",
    resolveId: (id) => (id === "floor-entry" ? "\0floor-entry" : undefined),
    load: (id) => (id === "\0floor-entry" ? source : undefined),
  };
  try {
    await build({
      configFile: false,
      logLevel: "silent",
      root: site,
      plugins: [entry],
      build: { outDir, emptyOutDir: true, rollupOptions: { input: "floor-entry" } },
    });
    const assets = path.join(outDir, "assets");
    const bytes = readdirSync(assets)
      .filter((file) => file.endsWith(".js"))
      .reduce((sum, file) => sum + gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length, 0);
    console.log(
      `  ${name.padEnd(46)} ${bytes.toLocaleString("en-US").padStart(7)} B gzip  (${((bytes / budget) * 100).toFixed(0)}% of a 75 KB budget)`,
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
