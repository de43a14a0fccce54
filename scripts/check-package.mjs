// Checks the published packages as a consumer gets them: pack each with pnpm (which
// applies publishConfig, swapping the workspace's source exports for dist/), check what the
// tarball carries (LICENSE, repository metadata, the kit's "use client" entry), run publint
// and "Are the Types Wrong?" on it, then install the tarballs into an empty Vite + React app
// and render a section there: Node ESM, Node CJS, a React Server Components render, a Vite
// build, and again with the lowest React the kit's peer range claims. Then builds and prerenders
// examples/portfolio-of-someone-else, another person's whole portfolio, from the same tarballs.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

const packages = ["packages/core", "packages/kit"];
const out = mkdtempSync(path.join(tmpdir(), "pmfolio-pack-"));
const run = (cmd, args, opts = {}) => execFileSync(cmd, args, { stdio: "inherit", ...opts });
const rootPkg = JSON.parse(readFileSync(path.join(import.meta.dirname, "../package.json"), "utf8"));
const kitPkg = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "../packages/kit/package.json"), "utf8"),
);
// The React the workspace runs, exactly: react-server-dom-webpack must match it to the patch.
const installedReact = createRequire(import.meta.url)("react/package.json").version;

try {
  for (const dir of packages) {
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
    run("pnpm", ["exec", "attw", file, "--profile", "node16", "--format", "table-flipped"]);
  }
  console.log("\npackage checks: contents, publint and attw passed for", packages.join(", "));
  const app = installIntoConsumerApp(out, "consumer-app", installedReact);
  renderServerComponents(app);
  run("pnpm", ["exec", "vite", "build", "--logLevel", "warn"], { cwd: app });
  const built = readdirSync(path.join(app, "dist/assets")).filter((f) => f.endsWith(".js"));
  const bundle = built.map((f) => readFileSync(path.join(app, "dist/assets", f), "utf8")).join("");
  if (!bundle.includes("Get In Touch"))
    throw new Error("consumer app: the Vite build does not contain the Hero");
  console.log(`consumer app: Vite built the kit from its tarball (${built.length} chunk(s))`);
  installIntoConsumerApp(out, "consumer-app-lowest-react", lowestClaimed(kitPkg.peerDependencies.react));
  buildExamplePortfolio(out);
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
    for (const entry of ["dist/index.js", "dist/index.cjs"]) {
      if (!read(entry).startsWith('"use client";'))
        throw new Error(`${file}: ${entry} does not start with the "use client" directive`);
    }
    checkStyledComponentIds(read("dist/index.js"));
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
      `kit: ${ids.length} componentIds (${new Set(ids).size} distinct) in dist/index.js for ${created} styled components in its sources`,
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
  ]);
  console.log(
    "example: Sam Rivera's designer portfolio built and prerendered from the tarballs (home and two case studies)",
  );
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
