// Checks the published packages as a consumer gets them: pack each with pnpm (which
// applies publishConfig, swapping the workspace's source exports for dist/), check what the
// tarball carries (LICENSE, repository metadata, a root entry without "use client" beside client
// modules with it, the colour-scheme file), run publint and "Are the Types Wrong?" on it, then
// install the tarballs into an empty Vite + React app and render a section there: Node ESM, Node
// CJS, a React Server Components render, and again with the lowest React the kit's peer range
// claims. Then checks that every name the kit README imports is exported, builds the README's two
// recipes from the tarballs, the Vite page and the Next.js App Router page (a server component,
// `next build` and `eslint` with a default create-next-app's configuration), checks what they
// serve and prints their JavaScript; and builds and prerenders examples/portfolio-of-someone-else,
// another person's whole portfolio. The backend package is installed into a site of its own and its
// functions served through Netlify's local chain from the built package (check-backend-tarball.ts).
// Last, the five are published to a local registry (Verdaccio), where a stranger's shell, with the
// machine's own Node and npm, runs `npm create pmfolio@latest`, installs, builds within budget, serves
// with her inbox and analytics, then `npm update "@pmfolio/*"` to a patch release (check-created-site.ts).
import { execFileSync, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import {
  checkInlineColorScheme,
  createNextAppDefaults,
  readmeImportsModule,
  readmeRecipe,
  writeRecipe,
} from "./readme-recipes.mjs";

const packages = ["packages/core", "packages/kit", "packages/netlify"];
// Packages with commands only (no library entry for attw to type-check): the site's app and build,
// and the create command, which a generated site is made and built with below.
const commandPackages = ["packages/site", "packages/create-pmfolio"];
const out = mkdtempSync(path.join(tmpdir(), "pmfolio-pack-"));
const run = (cmd, args, opts = {}) => execFileSync(cmd, args, { stdio: "inherit", ...opts });
const rootPkg = JSON.parse(readFileSync(path.join(import.meta.dirname, "../package.json"), "utf8"));
const kitPkg = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "../packages/kit/package.json"), "utf8"),
);
// The React the workspace runs, exactly: react-server-dom-webpack must match it to the patch.
const installedReact = createRequire(import.meta.url)("react/package.json").version;

/** The words of the owner's components, which no public page may carry. */
const ownerWords = ["Contact Form Submissions", "Admin Access Required", "Analytics Dashboard"];

const gzipKb = (files) =>
  (
    files.reduce((total, file) => total + gzipSync(readFileSync(file), { level: 9 }).length, 0) / 1024
  ).toFixed(1);

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

const startedAt = performance.now();
try {
  for (const dir of packages) {
    // In `pnpm test` the build step has just built the kit from this checkout (scripts/test.mjs);
    // run alone, this check builds it.
    if (dir !== "packages/kit" || process.env.PMFOLIO_KIT_BUILT !== "1")
      run("pnpm", ["--dir", dir, "run", "build"]);
    run("pnpm", ["--dir", dir, "pack", "--pack-destination", out], {
      stdio: ["ignore", "ignore", "inherit"],
    });
  }
  for (const tarball of readdirSync(out).filter((f) => f.endsWith(".tgz"))) {
    const file = path.join(out, tarball);
    console.log(`\n── ${tarball}`);
    checkTarballContents(file);
    run("pnpm", ["exec", "publint", "run", file, "--strict"]);
    // The backend package is ESM only: Netlify loads a function as a module, and nothing requires it.
    const profile = tarball.startsWith("pmfolio-netlify-") ? "esm-only" : "node16";
    run("pnpm", ["exec", "attw", file, "--profile", profile, "--format", "table-flipped"]);
  }
  console.log("\npackage checks: contents, publint and attw passed for", packages.join(", "));
  for (const dir of commandPackages) {
    const { scripts = {} } = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
    if (scripts.build) run("pnpm", ["--dir", dir, "run", "build"]);
    const before = new Set(readdirSync(out));
    run("pnpm", ["--dir", dir, "pack", "--pack-destination", out], {
      stdio: ["ignore", "ignore", "inherit"],
    });
    const tarball = readdirSync(out).find((file) => file.endsWith(".tgz") && !before.has(file));
    checkTarballContents(path.join(out, tarball));
    run("pnpm", ["exec", "publint", "run", path.join(out, tarball), "--strict"]);
  }
  run("pnpm", ["exec", "tsx", "scripts/check-backend-tarball.ts", out], {
    cwd: path.join(import.meta.dirname, ".."),
  });
  const app = installIntoConsumerApp(out, "consumer-app", installedReact);
  renderServerComponents(app);
  checkReadmeImports(app);
  buildViteRecipe(app);
  installIntoConsumerApp(out, "consumer-app-lowest-react", lowestClaimed(kitPkg.peerDependencies.react));
  buildNextRecipe(out);
  buildExamplePortfolio(out);
  // Last: the slowest step (a stranger's whole install, build, dev server and upgrade through npm).
  run("pnpm", ["exec", "tsx", "scripts/check-created-site.ts", out], {
    cwd: path.join(import.meta.dirname, ".."),
  });
  console.log(`package checks: done in ${seconds(startedAt)} s`);
} finally {
  rmSync(out, { recursive: true, force: true });
}

function checkTarballContents(file) {
  const files = execFileSync("tar", ["-tzf", file], { encoding: "utf8" }).split("\n");
  if (!files.includes("package/LICENSE")) throw new Error(`${file}: no LICENSE in the tarball`);
  const read = (name) => execFileSync("tar", ["-xzOf", file, `package/${name}`], { encoding: "utf8" });
  const manifest = JSON.parse(read("package.json"));
  for (const field of ["repository", "homepage", "bugs", "license"]) {
    if (!manifest[field]) throw new Error(`${file}: package.json has no ${field}`);
  }
  if (!manifest.repository.directory) throw new Error(`${file}: repository has no directory`);
  if (manifest.name === "@pmfolio/kit") {
    // The root runs on a server (its helpers are real functions in a server component); every
    // module with components, hooks or browser code is client code.
    for (const entry of ["dist/index.js", "dist/index.cjs"]) {
      if (read(entry).startsWith('"use client";'))
        throw new Error(`${file}: ${entry} starts with "use client": its helpers would not run on a server`);
    }
    const built = files.map((f) => f.replace(/^package\//, "")).filter((f) => /^dist\/.+\.c?js$/.test(f));
    const clientModules = built.filter((f) => !/^dist\/(index|og|color-scheme)\./.test(f));
    for (const entry of ["dist/client.js", "dist/owner.js", "dist/next.js", "dist/behaviors.js"]) {
      if (!clientModules.includes(entry)) throw new Error(`${file}: no ${entry}`);
    }
    for (const entry of clientModules) {
      if (!read(entry).startsWith('"use client";'))
        throw new Error(`${file}: ${entry} does not start with the "use client" directive`);
    }
    if (!read("dist/color-scheme.js").includes("localStorage"))
      throw new Error(`${file}: dist/color-scheme.js is not the colour-scheme script`);
    checkStyledComponentIds(
      built
        .filter((f) => f.endsWith(".js"))
        .map(read)
        .join("\n"),
    );
    console.log(`"use client": ${clientModules.length} client modules; the root entry has none`);
  }
  console.log(`contents: LICENSE, repository (${manifest.repository.directory}), homepage, bugs`);
}

/**
 * Every styled component of the published build carries a fixed, unique `componentId` (the kit's
 * build gives each one from its file), so a host that renders on the server and hydrates in the
 * browser gets the same class names on both sides whatever order it loads the modules in.
 */
function checkStyledComponentIds(bundle) {
  const ids = [...bundle.matchAll(/componentId:\s*"([^"]+)"/g)].map((m) => m[1]);
  const sources = execFileSync("git", ["ls-files", "packages/kit/src"], {
    cwd: path.join(import.meta.dirname, ".."),
    encoding: "utf8",
  })
    .split("\n")
    .filter((f) => /\.tsx?$/.test(f) && !/\.(test|stories)\.tsx?$/.test(f));
  const created = sources.reduce(
    (n, f) =>
      n +
      (readFileSync(path.join(import.meta.dirname, "..", f), "utf8").match(
        /\bstyled(\.[a-zA-Z0-9]+|\([A-Za-z.]+\))/g,
      )?.length ?? 0),
    0,
  );
  if (ids.length !== created || new Set(ids).size !== ids.length)
    throw new Error(
      `kit: ${ids.length} componentIds (${new Set(ids).size} distinct) in dist/*.js for ${created} styled components in its sources`,
    );
  console.log(`styled components: ${ids.length}, each with its own fixed componentId`);
}

/** "^18.3 || ^19" → "18.3": the oldest line a range claims, which pnpm resolves to its newest patch. */
function lowestClaimed(range) {
  const versions = range.split("||").map((part) => part.trim().replace(/^[\^~]/, ""));
  if (versions.some((v) => !/^\d+(\.\d+)*$/.test(v)))
    throw new Error(`peer range ${range}: use only ^ ranges (no open-ended >=), so its floor can be tested`);
  return versions.sort((a, b) => a.localeCompare(b, "en", { numeric: true }))[0];
}

function installIntoConsumerApp(tarballDir, name, reactVersion) {
  const app = path.join(tarballDir, name);
  cpSync(path.join(import.meta.dirname, "consumer-app"), app, { recursive: true });
  const tarball = (prefix) => tarballIn(tarballDir, prefix);
  const version = (dep) => rootPkg.devDependencies[dep];
  writeFileSync(
    path.join(app, "package.json"),
    JSON.stringify({
      name,
      private: true,
      type: "module",
      dependencies: {
        "@pmfolio/kit": tarball("pmfolio-kit-"),
        "@pmfolio/core": tarball("pmfolio-core-"),
        react: reactVersion,
        "react-dom": reactVersion,
        "react-server-dom-webpack": reactVersion === installedReact ? installedReact : undefined,
        "styled-components": version("styled-components"),
        vite: version("vite"),
      },
      pnpm: { overrides: { "@pmfolio/core": tarball("pmfolio-core-") } },
    }),
  );
  // Its own workspace root, so the install does not link back to this repository's packages.
  // react-server-dom-webpack's webpack peer serves its webpack plugin, which this check does not use.
  writeFileSync(
    path.join(app, "pnpm-workspace.yaml"),
    "packages: []\nonlyBuiltDependencies: [esbuild]\nautoInstallPeers: false\nstrictPeerDependencies: false\n",
  );
  run("pnpm", ["install", "--prefer-offline", "--no-frozen-lockfile", "--reporter=silent"], { cwd: app });
  // The kit animates with CSS: an app that installs only its documented peers must resolve and render it.
  if (existsSync(path.join(app, "node_modules/framer-motion")))
    throw new Error(`${name}: framer-motion was installed; the kit must not need it`);
  run("node", ["render.mjs"], { cwd: app });
  return app;
}

/**
 * The example is written as an outside app: its own package.json names @pmfolio/kit from the registry.
 * Here it gets the tarballs instead, builds (client, server, prerender) and must show its owner's
 * name, her own words and both case studies, in her colours.
 */
function buildExamplePortfolio(tarballDir) {
  const source = path.join(import.meta.dirname, "../examples/portfolio-of-someone-else");
  const app = path.join(tarballDir, "example");
  cpSync(source, app, {
    recursive: true,
    filter: (from) => !/[/\\](node_modules|dist|dist-ssr)$/.test(from),
  });
  const manifest = JSON.parse(readFileSync(path.join(source, "package.json"), "utf8"));
  const kitTarball = tarballIn(tarballDir, "pmfolio-kit-");
  const coreTarball = tarballIn(tarballDir, "pmfolio-core-");
  const version = (dep) => rootPkg.devDependencies[dep];
  manifest.dependencies = {
    ...Object.fromEntries(Object.keys(manifest.dependencies).map((dep) => [dep, version(dep)])),
    "@pmfolio/kit": kitTarball,
  };
  manifest.devDependencies = { vite: version("vite") };
  manifest.pnpm = { overrides: { "@pmfolio/core": coreTarball } };
  writeFileSync(path.join(app, "package.json"), JSON.stringify(manifest));
  writeFileSync(
    path.join(app, "pnpm-workspace.yaml"),
    "packages: []\nonlyBuiltDependencies: [esbuild]\nautoInstallPeers: false\n",
  );
  run("pnpm", ["install", "--prefer-offline", "--no-frozen-lockfile", "--reporter=silent"], { cwd: app });
  if (existsSync(path.join(app, "node_modules/framer-motion")))
    throw new Error("example: framer-motion was installed; the kit must not need it");
  run("pnpm", ["run", "build"], { cwd: app });

  const page = (route) => readFileSync(path.join(app, "dist", route, "index.html"), "utf8");
  const expectIn = (route, texts) => {
    const html = page(route);
    const missing = texts.filter((text) => !html.includes(text));
    if (missing.length) throw new Error(`example ${route}: missing ${missing.join(", ")}`);
  };
  // Their name, nav, heading and label words, their links with their own icons, both case studies, skills
  // without ratings, no booking or résumé, and the colours derived from their one brand colour, light and dark.
  expectIn("/", [
    "Sam Rivera",
    "Say hello",
    "See the work",
    "What I do",
    "Tidepool: a calmer banking app",
    "Fieldnotes: research everyone can find",
    // A card without an icon or metrics.
    "Metro icons",
    'href="https://dribbble.com/sam-rivera-example"',
    'data-icon="dribbble"',
    'data-icon="behance"',
    'data-icon="instagram"',
    'data-icon="mastodon"',
    "Usability testing",
  ]);
  expectIn("/", ["--pm-color-primary:#d31e24", "--pm-color-primary:#e85c60", "Georgia"]);
  const home = page("/");
  for (const absent of ["Book a 30-minute meeting", "Download Resume", 'data-icon="linkedin"', "out of 5"])
    if (home.includes(absent)) throw new Error(`example /: shows ${absent}, which the content does not have`);
  // A case study with its cover, a gallery that works as plain links, an image and a video link.
  expectIn("/work/tidepool", [
    "Tidepool: a calmer banking app",
    "All work",
    "The screens",
    'href="/work/tidepool-1.svg"',
    "data-pm-gallery-dialog",
    'loading="lazy"',
    "Home: one number, and why.",
    "The design system",
    "Watch the two-minute prototype walkthrough",
    'src="/covers/tidepool.svg"',
  ]);
  expectIn("/work/fieldnotes", [
    "What was broken",
    "Screens",
    "Search starts from a quote, not a file name.",
    "Results",
    // A stakeholder's words, quoted with who said them.
    "<blockquote><p>Before Fieldnotes we booked interviews",
    "<figcaption><strong>Dana Okoye</strong>, Head of Research, Tidepool</figcaption>",
  ]);
  console.log(
    "example: Sam Rivera's designer portfolio built and prerendered from the tarballs (home and two case studies)",
  );
}

/** The README's Vite recipe, built from the tarballs in the consumer app. */
function buildViteRecipe(app) {
  const started = performance.now();
  writeRecipe(app, readmeRecipe("Vite"));
  run("pnpm", ["exec", "vite", "build", "--logLevel", "warn"], { cwd: app });
  const assets = path.join(app, "dist/assets");
  const chunks = readdirSync(assets)
    .filter((f) => f.endsWith(".js"))
    .map((f) => path.join(assets, f));
  const bundle = chunks.map((f) => readFileSync(f, "utf8")).join("");
  const html = readFileSync(path.join(app, "dist/index.html"), "utf8");
  const missing = ["Get In Touch", "Write to Sam", "designed in Valencia"].filter(
    (text) => !bundle.includes(text),
  );
  if (missing.length) throw new Error(`Vite recipe: the bundle lacks ${missing.join(", ")}`);
  checkInlineColorScheme("Vite recipe", html, colorSchemeScriptIn(app));
  const owner = ownerWords.filter((word) => bundle.includes(word));
  if (owner.length) throw new Error(`Vite recipe: the bundle carries the owner's words: ${owner.join(", ")}`);
  console.log(
    `Vite recipe: built from the tarballs in ${seconds(started)} s; JavaScript ${gzipKb(chunks)} KB gzip ` +
      `(${chunks.length} chunk(s)); the colour-scheme script inline in <head>; no owner's words`,
  );
}

/**
 * The README's Next.js App Router recipe: a server-component page with no client component of
 * its own, in an app configured as a default `create-next-app` (cacheComponents, its ESLint and
 * TypeScript settings), built with `next build` and linted with `eslint` from the tarballs (Next
 * comes from the registry into this temporary app only). Its prerendered HTML must carry the page,
 * its words, the colour-scheme script inline and both colour schemes, styled, and none of the
 * owner's words.
 */
function buildNextRecipe(tarballDir) {
  const started = performance.now();
  const app = path.join(tarballDir, "next-recipe");
  mkdirSync(app, { recursive: true });
  const coreTarball = tarballIn(tarballDir, "pmfolio-core-");
  writeFileSync(
    path.join(app, "package.json"),
    JSON.stringify({
      name: "next-recipe",
      private: true,
      dependencies: {
        "@pmfolio/kit": tarballIn(tarballDir, "pmfolio-kit-"),
        "@pmfolio/core": coreTarball,
        next: "^16",
        react: installedReact,
        "react-dom": installedReact,
        "styled-components": rootPkg.devDependencies["styled-components"],
      },
      devDependencies: createNextAppDefaults.devDependencies,
      pnpm: { overrides: { "@pmfolio/core": coreTarball } },
    }),
  );
  writeFileSync(
    path.join(app, "pnpm-workspace.yaml"),
    "packages: []\nonlyBuiltDependencies: []\nautoInstallPeers: false\nstrictPeerDependencies: false\n",
  );
  // The page uses the Vite recipe's content file, as the README says.
  writeRecipe(
    app,
    new Map([
      ...createNextAppDefaults.files,
      ["content.js", readmeRecipe("Vite").get("content.js")],
      ...readmeRecipe("Next.js App Router"),
    ]),
  );
  run("pnpm", ["install", "--prefer-offline", "--no-frozen-lockfile", "--reporter=silent"], { cwd: app });
  const installed = seconds(started);
  const building = performance.now();
  run("pnpm", ["exec", "next", "build"], { cwd: app, env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  const built = seconds(building);
  run("pnpm", ["exec", "eslint", ".", "--max-warnings=0"], { cwd: app });

  const html = readFileSync(path.join(app, ".next/server/app/index.html"), "utf8");
  const expected = [
    "Sam Rivera",
    "Get In Touch",
    "Write to Sam",
    "© 2026 Sam Rivera, designed in Valencia",
    'action="https://forms.example.com/sam"',
    // Both colour schemes, and the kit's component CSS, in the server HTML.
    "color-scheme:light",
    "color-scheme:dark",
    "data-styled",
  ];
  const missing = expected.filter((text) => !html.replaceAll("<!-- -->", "").includes(text));
  if (missing.length) throw new Error(`Next recipe: the prerendered page lacks ${missing.join(", ")}`);
  checkInlineColorScheme("Next recipe", html, colorSchemeScriptIn(app));
  const scripts = [...html.matchAll(/<script src="\/(_next\/static\/[^"]+\.js)"/g)].map((m) =>
    path.join(app, ".next", m[1].replace(/^_next\//, "")),
  );
  const served = [html, ...scripts.map((f) => readFileSync(f, "utf8"))].join("");
  const owner = ownerWords.filter((word) => served.includes(word));
  if (owner.length) throw new Error(`Next recipe: the page carries the owner's words: ${owner.join(", ")}`);
  console.log(
    `Next recipe: next build of a server-component page from the tarballs; install ${installed} s, ` +
      `build ${built} s; lint clean; JavaScript ${gzipKb(scripts)} KB gzip (${scripts.length} script(s)); ` +
      `both colour schemes and the kit's CSS in the HTML; no owner's words`,
  );
}

/** The kit's colour-scheme script as the installed tarball ships it. */
function colorSchemeScriptIn(app) {
  return readFileSync(path.join(app, "node_modules/@pmfolio/kit/dist/color-scheme.js"), "utf8");
}

/** Every name the kit README imports from the kit's entries, compiled against the installed tarball. */
function checkReadmeImports(app) {
  const { source, count } = readmeImportsModule();
  writeFileSync(path.join(app, "readme-imports.ts"), source);
  writeFileSync(
    path.join(app, "tsconfig.readme.json"),
    JSON.stringify({
      compilerOptions: {
        module: "esnext",
        moduleResolution: "bundler",
        target: "es2022",
        skipLibCheck: true,
        noEmit: true,
        types: [],
      },
      files: ["readme-imports.ts"],
    }),
  );
  run("pnpm", ["exec", "tsc", "-p", path.join(app, "tsconfig.readme.json")]);
  console.log(`kit README: the ${count} names its code imports from the kit are all exported`);
}

function tarballIn(dir, prefix) {
  return `file:${path.join(
    dir,
    readdirSync(dir).find((f) => f.startsWith(prefix)),
  )}`;
}

/** Server half under the react-server condition, piped into the SSR half, as an RSC host runs them. */
function renderServerComponents(app) {
  const server = spawnSync(
    "node",
    ["--conditions", "react-server", "--import", "./rsc-loader.mjs", "rsc-server.mjs"],
    { cwd: app, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 64 * 1024 * 1024 },
  );
  if (server.status !== 0) throw new Error(`rsc: the server render failed (exit ${server.status})`);
  run("node", ["rsc-client.mjs"], { cwd: app, input: server.stdout, stdio: ["pipe", "inherit", "inherit"] });
}
