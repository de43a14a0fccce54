import { globSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
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

/**
 * The root entry's `export * from "./client"` stays an import of the built `client` module
 * instead of a copy of it: the root module carries no "use client", so a React Server Component
 * can call its helpers, while the components keep the directive their module has.
 */
const clientModuleExternal: EsbuildPlugin = {
  name: "client-module-external",
  setup(build) {
    const extension = build.initialOptions.format === "cjs" ? ".cjs" : ".js";
    build.onResolve({ filter: /^\.\/client$/ }, () => ({ path: `./client${extension}`, external: true }));
  },
};

/** The colour-scheme script as a file of its own, ready to serve from `<head>` before first paint. */
async function writeColorSchemeFile() {
  const { colorSchemeScript } = await import("./src/theme/colorScheme.ts");
  await writeFile(path.join(import.meta.dirname, "dist/color-scheme.js"), colorSchemeScript);
}

/**
 * tsup turns a split build's ESM into CJS afterwards and puts `"use strict"` where the banner was,
 * so the client modules' CJS files get the directive here (both are directives of one prologue).
 */
async function markClientCjs() {
  const dist = path.join(import.meta.dirname, "dist");
  for (const file of await readdir(dist)) {
    // Every CJS file but the root's and og's (server code): the entries, their shared chunks and
    // a chunk a dynamic import splits off (the editor's Markdown renderer).
    if (!file.endsWith(".cjs") || /^(index|og)\.cjs$/.test(file)) continue;
    const code = await readFile(path.join(dist, file), "utf8");
    if (!code.startsWith('"use client";')) await writeFile(path.join(dist, file), `"use client";${code}`);
  }
}

/** The client entries, by the name of their file in dist/. */
const clientEntries = {
  client: "src/client.ts",
  owner: "src/owner/index.ts",
  behaviors: "src/behaviors/index.ts",
  // The Next.js App Router style registry (`@pmfolio/kit/next`).
  next: "src/next/index.ts",
};

/** Every source module a client entry may import, named by its path under src/ (dist/modules/…). */
function sourceModules(): Record<string, string> {
  const files = globSync("src/**/*.{ts,tsx}", {
    cwd: import.meta.dirname,
    exclude: (file) =>
      /\.(test|stories)\.tsx?$|\.d\.ts$|^src\/(index\.ts|og|docs|fixtures|test)\b|\/test\//.test(file),
  });
  const entries = new Set(Object.values(clientEntries));
  return Object.fromEntries(
    files
      .filter((file) => !entries.has(file))
      .map((file) => [`modules/${file.slice(4).replace(/\.tsx?$/, "")}`, file]),
  );
}

const shared = {
  format: ["esm", "cjs"],
  // tsup sets baseUrl for the declaration build, which TypeScript 6 deprecates.
  dts: { compilerOptions: { composite: false, ignoreDeprecations: "6.0" } },
  sourcemap: true,
  target: "es2022",
  external: [
    "react",
    "react-dom",
    "styled-components",
    "@pmfolio/core",
    "satori",
    "@resvg/resvg-js",
    "next/navigation",
  ],
  esbuildPlugins: [styledComponentIds],
} satisfies Options;

// The builds run side by side, so none cleans dist/ (one would delete the other's files);
// the package's build script empties it first.
export default defineConfig([
  {
    ...shared,
    // The root entry: pure helpers, tokens, default labels and theme CSS, safe on a server, and
    // the components re-exported from `./client`. No "use client" (scripts/check-package.mjs checks).
    entry: { index: "src/index.ts" },
    esbuildPlugins: [styledComponentIds, clientModuleExternal],
    onSuccess: writeColorSchemeFile,
  },
  {
    ...shared,
    // The components (`client`, re-exported by the root), the owner's components
    // (`@pmfolio/kit/owner`) and the framework-free behaviours (`@pmfolio/kit/behaviors`). They
    // use state, context or effects, or the browser: React Server Component hosts (Next.js App
    // Router) must treat them as client code. esbuild drops directives found in bundled sources,
    // so each file gets it as a banner (scripts/check-package.mjs checks it).
    // As ESM, every source module is an entry of its own, split: the files keep the modules'
    // boundaries, so an app's bundler, told the package has no side effects, takes only the
    // modules it uses (the contact form without the inbox), as it does with the sources. One
    // bundled file would be a single module whose compound components and display names are
    // assignments no bundler can drop.
    format: ["esm"],
    entry: { ...sourceModules(), ...clientEntries },
    dts: { entry: clientEntries, compilerOptions: shared.dts.compilerOptions },
    splitting: true,
    banner: { js: '"use client";' },
  },
  {
    ...shared,
    // The same entries for require(): one file each, sharing the client module's contexts.
    format: ["cjs"],
    entry: clientEntries,
    splitting: true,
    banner: { js: '"use client";' },
    onSuccess: markClientCjs,
  },
  {
    ...shared,
    // The build-time image helpers (`@pmfolio/kit/og`): Node code a build script runs, never a
    // browser or a server component, so no "use client".
    entry: { og: "src/og/index.ts" },
  },
]);
