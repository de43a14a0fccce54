#!/usr/bin/env node
// The site's commands, run from the site's folder (its content/ and public/; build/siteDir.mjs):
//   pmfolio-site build        the pages, prerendered, with their share files, then the budget,
//                             hreflang, language-link and secret checks (what a deploy runs)
//   pmfolio-site dev [args]   the dev server with the site's API (Vite's own arguments, e.g. --port)
//   pmfolio-site preview      the built pages, served as Netlify serves them (without the API)
// The app and its build are this package's; a site upgrades them with its package manager.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

// The site's engines (and this package's) ask for 22.12, which npm only warns about: on an older
// Node the build would fail midway (Object.groupBy), so say which Node is needed before starting.
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `pmfolio-site needs Node.js 22.12 or later; this is ${process.version}. Install Node.js 24 (LTS) ` +
      "from https://nodejs.org/ or with your version manager (e.g. `nvm install 24`), then run it again.",
  );
  process.exit(1);
}

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { siteDir } = await import("../build/siteDir.mjs");
const env = { ...process.env, PMFOLIO_SITE_DIR: siteDir };
// Loaded by Vite's module runner, not bundled: the config reads the content with @pmfolio/core,
// which in this workspace is TypeScript source that Node alone cannot load.
const viteConfig = ["--configLoader", "runner", "--config", path.join(packageDir, "vite.config.ts")];
// Vite's own CLI (its package exports only its API; the bin sits beside package.json).
const vite = path.join(path.dirname(fileURLToPath(import.meta.resolve("vite/package.json"))), "bin/vite.js");
const tsx = import.meta.resolve("tsx");

/** Runs one step in its own Node process (as the build's steps always ran); stops at a failure. */
function step(args) {
  const { status } = spawnSync(process.execPath, args, { stdio: "inherit", env });
  if (status !== 0) process.exit(status ?? 1);
}

const [command, ...args] = process.argv.slice(2);
if (command === "build") {
  step([vite, "build", ...viteConfig]);
  step([
    vite,
    "build",
    ...viteConfig,
    "--ssr",
    path.join(packageDir, "src/entry-server.tsx"),
    "--outDir",
    path.join(siteDir, "dist-ssr"),
  ]);
  step([path.join(packageDir, "build/prerender.mjs")]);
  step(["--import", tsx, path.join(packageDir, "build/build-share-files.ts")]);
  step(["--import", tsx, path.join(packageDir, "build/check-budgets.mjs")]);
  step([path.join(packageDir, "build/check-hreflang.mjs")]);
  step([path.join(packageDir, "build/check-language-links.mjs")]);
  step([path.join(packageDir, "build/check-build-secrets.mjs")]);
  step([path.join(packageDir, "build/check-included-files.mjs")]);
} else if (command === "dev" || command === "preview") {
  if (command === "dev") await ownerAccess();
  // In this process, so that stopping the command stops the server. `pnpm dev -- --port 9000`
  // passes the "--" through; vite would then ignore what follows.
  process.env.PMFOLIO_SITE_DIR = siteDir;
  const viteCommand = command === "dev" ? [] : ["preview"];
  const viteArgs = args.filter((arg) => arg !== "--");
  process.argv = [process.argv[0], vite, ...viteCommand, ...viteConfig, ...viteArgs];
  await import(pathToFileURL(vite).href);
} else {
  console.error("Usage: pmfolio-site build | dev [vite options] | preview [vite options]");
  process.exit(2);
}

/**
 * Opens the owner pages locally: the site's `.env.local` (a development password the create command
 * wrote) fills what the environment does not set, and the start says where the password is, or how
 * to set one, instead of the pages answering "Admin access is not configured".
 */
async function ownerAccess() {
  const { loadLocalEnv } = await import("../build/localEnv.mjs");
  const notice = loadLocalEnv(siteDir, process.env);
  if (notice) console.log(`\n  ${notice}\n`);
}
