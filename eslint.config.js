import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import storybook from "eslint-plugin-storybook";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Functions bundle these files: core's values come through netlify/lib/core.ts, its types from anywhere. */
const coreByName = {
  name: "@pmfolio/core",
  allowTypeImports: true,
  message: "Functions bundle this file: import core's values from netlify/lib/core.ts.",
};

/** The server's import rule: core and the site through their one file each, plus `patterns`. */
function serverImports(patterns = []) {
  return [
    "error",
    {
      paths: [coreByName],
      patterns: [
        {
          group: ["**/packages/**"],
          message: "Import core through netlify/lib/core.ts, the one file that reaches it by path.",
        },
        {
          group: ["**/site/**"],
          message: "Reach the site through netlify/lib/site.ts, the one file that imports it.",
        },
        ...patterns,
      ],
    },
  ];
}

/** Imports of these netlify/lib folders (or files) refused, from a sibling folder. */
const folderBan = (names, message) =>
  names.map((name) => ({
    group: [`../${name}`, `../${name}/*`, `**/lib/${name}`, `**/lib/${name}/*`],
    message,
  }));

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/dist-ssr/**",
      "**/node_modules/**",
      "storybook-static/**",
      ".tsbuild/**",
      "**/.netlify/**",
      "test-results/**",
      "playwright-report/**",
      "site/netlify/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-syntax": [
        "error",
        {
          // styled-components 6 is CommonJS without `exports`: its default import breaks in Node ESM and SSR.
          selector: "ImportDeclaration[source.value='styled-components'] > ImportDefaultSpecifier",
          message: 'Use the named import: import { styled } from "styled-components".',
        },
      ],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "framer-motion",
              message:
                "Animate with CSS transitions (see motion/Reveal): the kit publishes no animation-library dependency.",
            },
          ],
        },
      ],
    },
  },
  // Code the Netlify Functions bundle: values from @pmfolio/core cannot come in by package name (the
  // package's source is not loadable by Node as it is, so a bundled function fails at its first request);
  // types are fine. The two files that reach core and the site (netlify/lib/core.ts by path,
  // netlify/lib/site.ts) and the site files the functions bundle through them follow this rule alone.
  {
    files: [
      "netlify/lib/core.ts",
      "netlify/lib/site.ts",
      "packages/site/src/siteRoutes.ts",
      "packages/site/src/content.ts",
      "site/content/**/*.ts",
    ],
    ignores: ["**/*.test.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { paths: [coreByName] }] },
  },
  // Every other deployed server file also reaches core and the site only through those two files.
  {
    files: ["netlify/lib/**/*.ts", "netlify/functions/**/*.mts"],
    ignores: ["**/*.test.ts", "netlify/lib/core.ts", "netlify/lib/site.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": serverImports() },
  },
  // The server's folders import one way (CONTRIBUTING, "The server: where things are"):
  // notify/ is a queue that names no domain (each domain registers its notice kinds, and
  // lib/notices.ts loads them for the retry run), and contacts and analytics do not import
  // each other. A cycle between folders is how one change ends up bundled where it does
  // not belong (the page view once carried the mail client through one).
  {
    files: ["netlify/lib/notify/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": serverImports(
        folderBan(
          ["contacts", "analytics", "owner", "notices"],
          "notify/ names no domain: register a notice kind in the domain instead (notify/kinds.ts).",
        ),
      ),
    },
  },
  {
    files: ["netlify/lib/contacts/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": serverImports(
        folderBan(
          ["analytics"],
          "contacts and analytics do not import each other: the function that needs both imports both.",
        ),
      ),
    },
  },
  {
    files: ["netlify/lib/analytics/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": serverImports(
        folderBan(
          ["contacts"],
          "contacts and analytics do not import each other: the function that needs both imports both.",
        ),
      ),
    },
  },
  // The kit's folders mirror its entries (CONTRIBUTING, "Add a component to the kit"): the public
  // entry's code never reaches into owner/, so a public site's bundle carries none of the owner's
  // screens or words; owner/ takes what it shares with the public components from their folders.
  {
    files: ["packages/kit/src/**/*.{ts,tsx}"],
    ignores: [
      "packages/kit/src/owner/**",
      "**/*.test.{ts,tsx}",
      "**/*.stories.tsx",
      "**/test/**",
      "**/fixtures/**",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/owner", "**/owner/*", "**/owner/**"],
              message: "The public kit imports nothing from owner/: @pmfolio/kit/owner is a separate entry.",
            },
          ],
        },
      ],
    },
  },
  // A production file stays under 400 lines: past that it is doing more than one thing.
  {
    files: [
      "packages/*/src/**/*.{ts,tsx}",
      "packages/site/build/**/*.{ts,mjs}",
      "packages/site/vite.config.ts",
      "site/content/**/*.ts",
      "site/content-check/**/*.ts",
      "netlify/lib/**/*.ts",
      "netlify/functions/**/*.mts",
    ],
    ignores: [
      "**/*.test.{ts,tsx}",
      "**/*.stories.tsx",
      "**/test/**",
      "**/fixtures/**",
      // One documented interface: every word the kit shows, which a consumer translates in one place.
      "packages/kit/src/labels/labels.ts",
    ],
    rules: { "max-lines": ["error", { max: 400 }] },
  },
  // Stories and .storybook/main: CSF shape, play functions awaited, expect and userEvent from storybook/test.
  ...storybook.configs["flat/recommended"],
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  // Code that runs in the browser as it is written: files served from public/, and the colour scheme
  // script every page's <head> carries inline.
  {
    files: ["site/public/**/*.js", "packages/site/color-scheme.js"],
    languageOptions: { globals: { ...globals.browser } },
  },
);
