// The kit README's recipes as `test:package` builds them: the files of a recipe, what the README
// imports from the kit, where the colour-scheme script sits in a built page, and the configuration
// a default `create-next-app` writes, so the Next recipe is built and linted as a new user gets it.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const readmePath = path.join(import.meta.dirname, "../packages/kit/README.md");

/**
 * The files of one recipe in the kit's README: every code block of the section `heading` whose
 * info string names a file (```jsx file=app/page.jsx), by that path.
 */
export function readmeRecipe(heading) {
  const readme = readFileSync(readmePath, "utf8");
  const start = readme.indexOf(`\n## ${heading}\n`);
  if (start === -1) throw new Error(`kit README: no "## ${heading}" section`);
  const end = readme.indexOf("\n## ", start + 1);
  const section = readme.slice(start, end === -1 ? undefined : end);
  const files = new Map(
    [...section.matchAll(/^```\w+ file=(\S+)\n([\s\S]*?)^```$/gm)].map((m) => [m[1], m[2]]),
  );
  if (files.size === 0) throw new Error(`kit README: the "${heading}" section has no files`);
  return files;
}

export function writeRecipe(app, files) {
  for (const [file, text] of files) {
    mkdirSync(path.dirname(path.join(app, file)), { recursive: true });
    writeFileSync(path.join(app, file), text);
  }
}

/**
 * A TypeScript module that re-exports, type-only, every name the README's code imports from the
 * kit's entries (`import { A, type B } from "@pmfolio/kit/next"`, and `import("@pmfolio/kit").C` in
 * JSDoc): compiled against the installed tarball, a name the kit does not export fails it.
 */
export function readmeImportsModule() {
  const readme = readFileSync(readmePath, "utf8");
  const code = [...readme.matchAll(/^```(?:tsx?|jsx?)\b.*\n([\s\S]*?)^```$/gm)].map((m) => m[1]).join("\n");
  const names = new Map();
  const add = (entry, name) => names.set(entry, new Set([...(names.get(entry) ?? []), name]));
  for (const [, list, entry] of code.matchAll(
    /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+"(@pmfolio\/kit[^"]*)"/g,
  ))
    for (const item of list.split(",")) {
      const name = item.replace(/^\s*type\s+/, "").trim();
      if (name) add(entry, name);
    }
  for (const [, entry, name] of code.matchAll(/import\("(@pmfolio\/kit[^"]*)"\)\.(\w+)/g)) add(entry, name);
  if (names.size === 0) throw new Error("kit README: no imports from @pmfolio/kit found");
  const count = [...names.values()].reduce((n, set) => n + set.size, 0);
  const source = [...names]
    .map(([entry, set]) => `export type { ${[...set].sort().join(", ")} } from "${entry}";`)
    .join("\n");
  return { source: `${source}\n`, count };
}

// The same code however it is laid out: the README shows the kit's compact script as Prettier formats it.
const collapse = (text) => text.replace(/\s+/g, "");

/**
 * The built page's <head> carries `script` (the kit's colorSchemeScript) inline, before any
 * stylesheet: a stored light/dark choice applies on the first frame.
 */
export function checkInlineColorScheme(recipe, html, script) {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1];
  if (!head) throw new Error(`${recipe}: the page has no <head>`);
  const inline = [...head.matchAll(/<script(?:\s[^>]*)?>([\s\S]*?)<\/script>/g)].find(
    (m) => !/\ssrc=/.test(m[0].slice(0, m[0].indexOf(">"))) && collapse(m[1]) === collapse(script),
  );
  if (!inline) throw new Error(`${recipe}: <head> has no inline copy of the kit's colour-scheme script`);
  const stylesheets = [/<link[^>]+rel="?stylesheet/, /<style[\s>]/].map((pattern) => head.search(pattern));
  if (stylesheets.some((at) => at !== -1 && at < inline.index))
    throw new Error(`${recipe}: a stylesheet comes before the inline colour-scheme script`);
}

/**
 * The configuration `create-next-app` writes with its defaults (TypeScript, ESLint, Tailwind, App
 * Router, cacheComponents), as create-next-app 16.4.3's `app-tw/ts` template has it, with the lines its
 * installer adds to next.config for cacheComponents. Tailwind is left out: the recipe replaces the
 * only file that imports its CSS.
 */
export const createNextAppDefaults = {
  devDependencies: {
    "@types/node": "^20",
    "@types/react": "^19",
    "@types/react-dom": "^19",
    eslint: "^9",
    "eslint-config-next": "^16",
    typescript: "^5",
  },
  files: new Map([
    [
      "next.config.ts",
      `import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  /* config options here */
  cacheComponents: true,
  partialPrefetching: true,
};

export default nextConfig;
`,
    ],
    [
      "eslint.config.mjs",
      `import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const eslintConfig = defineConfig([
  ...nextVitals,
  ...nextTs,
  // Override default ignores of eslint-config-next.
  globalIgnores([
    // Default ignores of eslint-config-next:
    ".next/**",
    "out/**",
    "build/**",
    "next-env.d.ts",
  ]),
]);

export default eslintConfig;
`,
    ],
    [
      "tsconfig.json",
      `${JSON.stringify(
        {
          compilerOptions: {
            target: "ES2017",
            lib: ["dom", "dom.iterable", "esnext"],
            allowJs: true,
            skipLibCheck: true,
            strict: true,
            noEmit: true,
            esModuleInterop: true,
            module: "esnext",
            moduleResolution: "bundler",
            resolveJsonModule: true,
            isolatedModules: true,
            jsx: "react-jsx",
            incremental: true,
            plugins: [{ name: "next" }],
            paths: { "@/*": ["./*"] },
          },
          include: [
            "next-env.d.ts",
            "**/*.ts",
            "**/*.tsx",
            ".next/types/**/*.ts",
            ".next/dev/types/**/*.ts",
            "**/*.mts",
          ],
          exclude: ["node_modules"],
        },
        null,
        2,
      )}\n`,
    ],
  ]),
};
