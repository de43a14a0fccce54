import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import storybook from "eslint-plugin-storybook";
import globals from "globals";
import tseslint from "typescript-eslint";
import noFixedWait from "./scripts/lint/no-fixed-wait.mjs";

/**
 * The backend package's import rule: it reaches no other folder by path (a published install has
 * only its own files), and takes no value from the kit (a function would carry React), plus `patterns`.
 */
function serverImports(patterns = []) {
  return [
    "error",
    {
      paths: [
        {
          name: "@pmfolio/kit",
          message: "The functions carry no kit: the words they need live in this package.",
        },
      ],
      patterns: [
        {
          group: ["**/packages/**", "**/site/**", "**/netlify/**", "@pmfolio/kit/*"],
          message:
            "@pmfolio/netlify reaches no other folder by path: take core by its name, the owner's content from the content folder (site.ts).",
        },
        ...patterns,
      ],
    },
  ];
}

/** Imports of these packages/netlify/src folders (or files) refused, from a sibling folder. */
const folderBan = (names, message) =>
  names.map((name) => ({
    group: [`../${name}`, `../${name}/*`],
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
  // The backend package reaches nothing outside itself by path.
  {
    files: ["packages/netlify/src/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": serverImports() },
  },
  // A site's function files are thin: the handler from @pmfolio/netlify, the config the platform
  // reads without running the code (ADR 27).
  {
    files: ["netlify/functions/**/*.mts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["./*", "../*"],
              message: "A function file imports its handler from @pmfolio/netlify and declares its config.",
            },
          ],
        },
      ],
    },
  },
  // The server's folders import one way (CONTRIBUTING, "The server: where things are"):
  // notify/ is a queue that names no domain (each domain registers its notice kinds, and
  // notices.ts loads them for the retry run), and contacts and analytics do not import
  // each other. A cycle between folders is how one change ends up bundled where it does
  // not belong (the page view once carried the mail client through one).
  {
    files: ["packages/netlify/src/notify/**/*.ts"],
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
    files: ["packages/netlify/src/contacts/**/*.ts"],
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
    files: ["packages/netlify/src/analytics/**/*.ts"],
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
  // Tests and their helpers wait for conditions, never for a fixed time (docs/testing.md): a pause
  // that passes on a quiet machine fails on a busy one. The allow-list holds the pauses that wait for
  // nothing: the interval between two reads of a poll, a delay a fault proxy injects.
  {
    files: [
      "**/*.test.{ts,tsx}",
      "**/*.spec.ts",
      "**/*.stories.tsx",
      "e2e/**/*.ts",
      "e2e-production/**/*.ts",
      "e2e-faults/**/*.ts",
      "visual/**/*.ts",
      "netlify/tests/**/*.ts",
      "packages/*/src/test/**/*.{ts,tsx}",
      "scripts/**/*.{ts,mjs}",
      ".storybook/**/*.{ts,tsx}",
    ],
    plugins: { pmfolio: { rules: { "no-fixed-wait": noFixedWait } } },
    rules: {
      "pmfolio/no-fixed-wait": [
        "error",
        {
          allow: {
            "scripts/test-engines.ts": {
              count: 3,
              reason:
                "the intervals of its poll helper, of WebKitWebDriver's start-up poll and of a click retried while WebKit lays the element out",
            },
            "scripts/built-site.ts": {
              count: 1,
              reason: "the interval of untilHealthy's poll of a local server's health",
            },
            "scripts/check-created-site.ts": {
              count: 1,
              reason:
                "the interval of the poll that waits until her dev server's whole process group has exited",
            },
            "scripts/netlify-serve.ts": {
              count: 1,
              reason: "the grace a stopped netlify serve gets before its health poll gives up",
            },
            "scripts/serve-built.ts": {
              count: 1,
              reason: "the interval of the poll that waits until the functions' build stops changing",
            },
            "e2e/visitor-id-daily.spec.ts": {
              count: 1,
              reason: "the interval of the poll that waits for its own dev server to answer",
            },
            "netlify/tests/contact-idempotency.test.ts": {
              count: 2,
              reason: "the fault proxy's injected storage delays, the subject of the test",
            },
          },
        },
      ],
    },
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
    // A blocked storage throws; the page then follows the system scheme, and there is nothing to do.
    rules: { "no-empty": ["error", { allowEmptyCatch: true }] },
  },
);
