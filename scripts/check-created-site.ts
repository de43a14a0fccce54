/**
 * A stranger's site, end to end, as she meets it: the five packages are published to a real
 * registry on loopback (scripts/local-registry.ts), and Priya Raman (a UX researcher, not a product
 * manager), in a shell with the machine's own Node and npm and nothing of this workspace, runs her
 * README's commands: `npm create pmfolio@latest my-site`, `npm install`, `npm run build`,
 * `npm run dev`. Her home page must carry her name, headline and brand colour and no word of the
 * sample owner, with a German page beside it; a message she is sent must reach her inbox behind her
 * password, and a page view must be counted in her summary. Then a patch release of all five is
 * published, and the command in her README's "Upgrade" section must install it without changing one
 * byte of her content or settings.
 *
 * Usage: `tsx scripts/check-created-site.ts <folder of tarballs>` (scripts/check-package.mjs packs
 * them). Ports: CREATED_SITE_PORT (dev server, 8979) and LOCAL_REGISTRY_PORT (4873).
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { homedir, tmpdir } from "node:os";
import path from "node:path";
import { parseEnv } from "node:util";
import { untilHealthy } from "./built-site";
import { outsideEnv, startLocalRegistry } from "./local-registry";
import { nodeRefusal, siteEngines } from "../packages/create-pmfolio/src/nodeVersion";
import { checkAnalytics, checkEditorOpens, checkHomePage, checkInbox } from "./created-site-checks";

const tarballDir = path.resolve(process.argv[2] ?? "");
const port = Number(process.env.CREATED_SITE_PORT ?? 8979);
const registryPort = Number(process.env.LOCAL_REGISTRY_PORT ?? 4873);
const released = ["@pmfolio/core", "@pmfolio/kit", "@pmfolio/netlify", "@pmfolio/site", "create-pmfolio"];
// Her answers, as the flags the create command's README documents.
const answers = {
  name: "Priya Raman",
  headline: "UX Researcher",
  brand: "#0f766e",
  email: "priya@example.com",
  languages: "en de",
};
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

const tarballs = released.map((name) => tarballOf(tarballDir, name));
const work = mkdtempSync(path.join(tmpdir(), "pmfolio-stranger-"));
const registry = await startLocalRegistry({ port: registryPort, local: ["@pmfolio/*", "create-pmfolio"] });
let dev: DevServer | undefined;
try {
  for (const tarball of tarballs) registry.publish(tarball);
  console.log(`created site: published ${tarballs.map((t) => path.basename(t)).join(", ")}`);

  // Her npm: this registry, a userconfig of her own (empty) and a cache of her own for what is
  // per run: the `npm create` cache (_npx) keys a package by its URL, which is the same on every
  // run, so a shared one would run an earlier run's create-pmfolio. The downloaded tarballs are
  // content-addressed and shared with ~/.npm, for speed.
  const cache = path.join(work, "npm-cache");
  mkdirSync(cache);
  const shared = path.join(homedir(), ".npm/_cacache");
  mkdirSync(shared, { recursive: true });
  symlinkSync(shared, path.join(cache, "_cacache"));
  const userconfig = path.join(work, "npmrc");
  writeFileSync(userconfig, "");
  const npmConfig = {
    npm_config_registry: registry.url,
    npm_config_userconfig: userconfig,
    npm_config_cache: cache,
  };
  const flags = Object.entries(answers).flatMap(([key, value]) => [`--${key}`, value]);
  const outside = outsideEnv(npmConfig);
  await checkOldNodeRefused(outside, flags);

  // Her Node: a supported one (24, this workspace's binary, as nodejs.org would install it) first on
  // PATH, then the machine's npm and the rest of its PATH.
  const herNode = path.join(work, "node/bin");
  mkdirSync(herNode, { recursive: true });
  symlinkSync(process.execPath, path.join(herNode, "node"));
  const env = { ...outside, PATH: `${herNode}${path.delimiter}${outside.PATH}` };
  const node = execFileSync("node", ["-p", "process.execPath + ' ' + process.version"], {
    env,
    encoding: "utf8",
  });
  const npm = execFileSync("npm", ["--version"], { env, encoding: "utf8" });
  console.log(`created site: her shell has node ${node.trim()} and npm ${npm.trim()}`);

  const started = performance.now();
  const created = await run("npm", ["create", "pmfolio@latest", "my-site", "--", ...flags, "--yes"], {
    cwd: work,
    env,
    timeoutMs: 180_000,
  });
  console.log(`created site: npm create said:\n${created.trimEnd()}`);
  const createdIn = seconds(started);
  const site = path.join(work, "my-site");
  checkManifest(readFileSync(path.join(site, "package.json"), "utf8"));

  let since = performance.now();
  // On two cores shared with other checks, one install took over 600 s.
  const install = await run("npm", ["install"], { cwd: site, env, timeoutMs: 900_000 });
  const installedIn = seconds(since);
  // One warning is five lines ("EBADENGINE Unsupported engine {", package, required, current, "}").
  const engineWarnings = install.match(/EBADENGINE Unsupported engine/g)?.length ?? 0;
  if (engineWarnings)
    throw new Error(`created site: npm install printed ${engineWarnings} EBADENGINE warnings:\n${install}`);

  since = performance.now();
  const build = await run("npm", ["run", "build"], { cwd: site, env, timeoutMs: 600_000 });
  const loadJs = /index\.html: JavaScript by end of load\s+([\d.]+ KB)/.exec(build)?.[1];
  if (!loadJs)
    throw new Error(`created site: the build printed no JavaScript budget:\n${build.slice(-2000)}`);
  const builtIn = seconds(since);
  checkHomePage(readFileSync(path.join(site, "dist/index.html"), "utf8"), answers);
  const german = readFileSync(path.join(site, "dist/de/index.html"), "utf8");
  if (!/<html[^>]*\slang="de"/.test(german))
    throw new Error('created site: dist/de/index.html is not lang="de"');

  since = performance.now();
  const password = ownerPassword(site);
  dev = await startDevServer(site, env, port);
  const cookie = await checkInbox(dev.url, password);
  await checkAnalytics(dev.url, cookie);
  await checkEditorOpens(dev.url, cookie, answers.name);
  for (const page of ["/", "/de/"]) {
    const res = await fetch(`${dev.url}${page}`);
    if (res.status !== 200) throw new Error(`created site: npm run dev answers ${page} with ${res.status}`);
  }
  const runningIn = seconds(started);
  const devIn = seconds(since);
  await dev.stop();
  dev = undefined;
  console.log(
    `created site: npm create → her site running with its API in ${runningIn} s (goal ≤ 180 s on an idle ` +
      `machine): create ${createdIn} s, npm install ${installedIn} s (no engine warning), build ` +
      `${builtIn} s (JavaScript at load ${loadJs}), dev server with inbox, page view and editor ${devIn} s`,
  );

  // The upgrade: a patch release of all five, then the command her README gives, in her shell.
  const upgrade = upgradeCommand(readFileSync(path.join(site, "README.md"), "utf8"));
  const before = settingsOf(site);
  const next = publishPatch(tarballs);
  since = performance.now();
  await run("sh", ["-c", upgrade], { cwd: site, env, timeoutMs: 300_000 });
  const updatedIn = seconds(since);
  checkInstalledVersions(site, next, upgrade);
  const after = settingsOf(site);
  const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
    (f) => before.get(f) !== after.get(f),
  );
  if (changed.length) throw new Error(`created site: ${upgrade} changed her files: ${changed.join(", ")}`);

  console.log(
    `created site: ${upgrade} brought ${next} in ${updatedIn} s; her ${before.size} content and settings files are byte-identical`,
  );
} finally {
  await dev?.stop();
  await registry.stop();
  rmSync(work, { recursive: true, force: true });
}

/**
 * On a Node older than the site needs, `npm create` must stop at once with the version needed and
 * write nothing. Checked with the machine's own Node when it is that old (Node 20 on our machines).
 */
async function checkOldNodeRefused(env: NodeJS.ProcessEnv, flags: string[]) {
  const version = execFileSync("node", ["-p", "process.versions.node"], { env, encoding: "utf8" }).trim();
  // The create command's own words for this Node, from the engines its template declares.
  const expected = nodeRefusal(version, siteEngines());
  if (expected === undefined) {
    console.log(
      `created site: the machine's Node is ${version}; the refusal of an older one is left to unit tests`,
    );
    return;
  }
  const refused = await run("npm", ["create", "pmfolio@latest", "old-node-site", "--", ...flags, "--yes"], {
    cwd: work,
    env,
    timeoutMs: 180_000,
    expectFailure: true,
  });
  if (!refused.includes(expected))
    throw new Error(
      `created site: on Node ${version}, npm create did not say which Node is needed:\n${refused}`,
    );
  if (existsSync(path.join(work, "old-node-site")))
    throw new Error(`created site: on Node ${version}, npm create wrote a folder before refusing`);
  console.log(`created site: on the machine's Node ${version}, npm create refused at once and wrote nothing`);
}

/** The one tarball of a package in the folder, e.g. @pmfolio/kit → pmfolio-kit-0.1.0.tgz. */
function tarballOf(folder: string, name: string): string {
  const prefix = `${name.replace(/^@/, "").replace("/", "-")}-`;
  const found = readdirSync(folder).filter((f) => f.startsWith(prefix) && /^\d/.test(f.slice(prefix.length)));
  if (found.length !== 1 || !found[0]!.endsWith(".tgz"))
    throw new Error(
      `created site: ${folder} should hold one ${prefix}<version>.tgz; it holds ${found.join(", ") || "none"}`,
    );
  return path.join(folder, found[0]!);
}

/** What a registry install writes: versions only, no tarball paths and nothing overridden. */
function checkManifest(text: string) {
  const manifest = JSON.parse(text) as Record<string, unknown>;
  const problems: string[] = [];
  for (const field of ["overrides", "resolutions", "pnpm"])
    if (field in manifest) problems.push(`has "${field}"`);
  for (const field of ["dependencies", "devDependencies", "optionalDependencies", "peerDependencies"])
    for (const [name, range] of Object.entries((manifest[field] ?? {}) as Record<string, string>))
      if (!/^[\^~]?\d+\.\d+\.\d+/.test(range)) problems.push(`asks for ${name} as "${range}"`);
  if (problems.length) throw new Error(`created site: her package.json ${problems.join("; ")}:\n${text}`);
}

/**
 * Her owner password, where her README says it is: `.env.local`, which the create command writes
 * and `npm run dev` reads.
 */
function ownerPassword(site: string): string {
  const file = path.join(site, ".env.local");
  if (!existsSync(file))
    throw new Error("created site: no .env.local, so npm run dev would open no owner page");
  const value = parseEnv(readFileSync(file, "utf8")).ADMIN_PASSWORD;
  if (!value) throw new Error("created site: her .env.local has no ADMIN_PASSWORD");
  return value;
}

/** The sha-256 of each file of hers an upgrade must not touch: content/, public/ and her settings. */
function settingsOf(site: string): Map<string, string> {
  const files = ["content", "public"].flatMap((dir) =>
    readdirSync(path.join(site, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(site, path.join(entry.parentPath, entry.name))),
  );
  files.push(...["netlify.toml", "package.json", ".env.local"].filter((f) => existsSync(path.join(site, f))));
  return new Map(
    files.sort().map((f) => [
      f,
      createHash("sha256")
        .update(readFileSync(path.join(site, f)))
        .digest("hex"),
    ]),
  );
}

/**
 * Publishes x.y.(z+1) of every package, each asking for the others at that version as it asked for
 * them at x.y.z (a fixed group, released together). Returns the new version.
 */
function publishPatch(tarballs: string[]): string {
  const versions = new Set<string>();
  let next = "";
  for (const tarball of tarballs) {
    const dir = path.join(work, "patch", path.basename(tarball, ".tgz"));
    mkdirSync(dir, { recursive: true });
    execFileSync("tar", ["-xzf", tarball, "-C", dir]);
    const file = path.join(dir, "package/package.json");
    const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown> & { version: string };
    const [major, minor, patch] = manifest.version.split(".").map(Number);
    versions.add(manifest.version);
    next = `${major}.${minor}.${patch! + 1}`;
    const old = manifest.version;
    manifest.version = next;
    for (const field of ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"]) {
      const deps = manifest[field] as Record<string, string> | undefined;
      for (const name of Object.keys(deps ?? {}).filter((dep) => released.includes(dep)))
        deps![name] = deps![name]!.replace(old, next);
    }
    writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
    registry.publish(path.join(dir, "package"));
  }
  if (versions.size !== 1)
    throw new Error(
      `created site: the five packages must share one version; they have ${[...versions].join(", ")}`,
    );
  console.log(`created site: published ${next} of the five packages`);
  return next;
}

/** The one command in the code block of her README's "Upgrade" section. */
function upgradeCommand(readme: string): string {
  const block = /^## Upgrade\n[^]*?```sh\n([^]*?)```/m.exec(readme)?.[1];
  const lines = (block ?? "").split("\n").filter((line) => line.trim() && !line.trim().startsWith("#"));
  if (lines.length !== 1)
    throw new Error(
      `created site: her README's "## Upgrade" should give one command in a sh block; it gives ${lines.length}`,
    );
  return lines[0]!.trim();
}

/** Every @pmfolio package she has, at the top and nested, is at `version` after `upgrade`. */
function checkInstalledVersions(site: string, version: string, upgrade: string) {
  const lock = JSON.parse(readFileSync(path.join(site, "package-lock.json"), "utf8")) as {
    packages: Record<string, { version?: string }>;
  };
  const ours = Object.entries(lock.packages).filter(([at]) =>
    /(^|\/)node_modules\/@pmfolio\/[^/]+$/.test(at),
  );
  const installed = ours.map(([at]) => {
    const manifest = JSON.parse(readFileSync(path.join(site, at, "package.json"), "utf8")) as {
      version: string;
    };
    return [at, manifest.version] as const;
  });
  const top = installed.filter(([at]) => /^node_modules\/@pmfolio\/[^/]+$/.test(at)).map(([at]) => at);
  for (const name of ["site", "netlify", "kit", "core"])
    if (!top.includes(`node_modules/@pmfolio/${name}`))
      throw new Error(`created site: no @pmfolio/${name} installed`);
  const stale = installed.filter(([, v]) => v !== version);
  // npm matches update arguments as exact package names: a pattern names none and changes nothing.
  const why = upgrade.includes("*") ? "; npm update takes package names, not patterns" : "";
  if (stale.length)
    throw new Error(
      `created site: after ${upgrade}, ${stale.map(([at, v]) => `${at} is ${v}`).join(", ")} (not ${version})${why}`,
    );
}

interface DevServer {
  url: string;
  stop(): Promise<void>;
}

/** Her README's `npm run dev`, on `port`, in a process group of its own so that stopping it stops all of it. */
async function startDevServer(site: string, env: NodeJS.ProcessEnv, port: number): Promise<DevServer> {
  const child = spawn("npm", ["run", "dev", "--", "--port", String(port), "--strictPort"], {
    cwd: site,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const url = `http://localhost:${port}`;
  const stop = () => stopGroup(child);
  // The first start bundles her functions on a two-core machine; the wait ends when /api/health answers.
  await untilHealthy({ name: "npm run dev", child, url, output: () => output, stop, timeoutMs: 300_000 });
  return { url, stop };
}

/**
 * Runs a command of hers in its own process group and returns what it printed; one that fails, or
 * outlasts `timeoutMs` (then its whole group is ended), throws with the end of its output.
 */
async function run(
  command: string,
  args: string[],
  {
    cwd,
    env,
    timeoutMs,
    expectFailure = false,
  }: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number; expectFailure?: boolean },
): Promise<string> {
  const shown = [command, ...args].join(" ");
  console.log(`created site: $ ${shown}`);
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    void stopGroup(child);
  }, timeoutMs);
  const code = await new Promise((resolve) => child.once("close", (exit, signal) => resolve(exit ?? signal)));
  clearTimeout(timer);
  if (timedOut)
    throw new Error(`created site: ${shown} took over ${timeoutMs / 1000} s:\n${output.slice(-3000)}`);
  if ((code !== 0) !== expectFailure)
    throw new Error(
      `created site: ${shown} ${expectFailure ? "succeeded, and should have failed" : `failed (${String(code)})`}:\n${output.slice(-3000)}`,
    );
  return output;
}

/** Ends a process group (SIGTERM, then SIGKILL after 10 s) and resolves once none of it is left. */
async function stopGroup(child: ChildProcess) {
  const alive = () => {
    try {
      // Signal 0 asks whether any process of the group is left.
      process.kill(-child.pid!, 0);
      return true;
    } catch {
      return false;
    }
  };
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // Gone between the check and the signal.
    }
  };
  signal("SIGTERM");
  const started = Date.now();
  while (alive()) {
    if (Date.now() - started > 10_000) signal("SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
