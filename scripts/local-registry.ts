/**
 * A real npm registry on loopback (Verdaccio), so a check can install our packages the way a
 * stranger does: through `npm` and a registry, not from tarball paths. The packages named in
 * `local` are published here and served only from here, never looked up upstream (a name someone
 * took on the public registry must not stand in for ours); every other package is proxied to the
 * registry npm already uses. Its storage is a temporary folder, deleted when it stops.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { untilHealthy } from "./built-site";

export interface LocalRegistry {
  /** `http://127.0.0.1:<port>/` */
  url: string;
  /** `npm publish` of a tarball or an unpacked package folder (its scripts are not run). */
  publish(what: string): void;
  /** Ends the registry by its process id and deletes its storage. */
  stop(): Promise<void>;
}

/**
 * The environment of a shell outside this repository: no variable of pnpm's or npm's (a script run
 * by pnpm inherits dozens of `npm_config_*`), none of this project's settings, and a PATH without
 * any `node_modules/.bin`, so `node` and `npm` are the machine's own.
 */
export function outsideEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const kept = ["HOME", "USER", "LOGNAME", "SHELL", "LANG", "LC_ALL", "TERM", "TMPDIR", "TZ"];
  // A network that needs a proxy or its own certificate authority needs them outside too.
  const network = /^(https?_proxy|no_proxy|NODE_EXTRA_CA_CERTS)$/i;
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env))
    if (value !== undefined && (kept.includes(key) || network.test(key))) env[key] = value;
  env.PATH = (process.env.PATH ?? "")
    .split(path.delimiter)
    .filter((dir) => dir && !dir.split(path.sep).includes("node_modules"))
    .join(path.delimiter);
  return { ...env, ...extra };
}

export async function startLocalRegistry({
  port,
  local,
  timeoutMs = 60_000,
}: {
  port: number;
  /** Package names or patterns (`@scope/*`) published here and never proxied. */
  local: string[];
  timeoutMs?: number;
}): Promise<LocalRegistry> {
  const dir = mkdtempSync(path.join(tmpdir(), "pmfolio-registry-"));
  const url = `http://127.0.0.1:${port}/`;
  const uplink = execFileSync("npm", ["config", "get", "registry"], {
    env: outsideEnv(),
    encoding: "utf8",
  }).trim();
  const ours = { access: "$all", publish: "$anonymous" };
  // JSON is YAML: the config needs no YAML writer.
  const config = {
    storage: path.join(dir, "storage"),
    auth: { htpasswd: { file: path.join(dir, "htpasswd"), max_users: -1 } },
    uplinks: { upstream: { url: uplink, timeout: "60s" } },
    packages: {
      ...Object.fromEntries(local.map((name) => [name, ours])),
      "**": { access: "$all", proxy: "upstream" },
    },
    web: { enable: false },
    // The site package carries its fonts and app source: more than Verdaccio's default 10 MB is safe.
    max_body_size: "100mb",
    log: { type: "stdout", format: "pretty", level: "warn" },
  };
  const configFile = path.join(dir, "config.yaml");
  writeFileSync(configFile, JSON.stringify(config, null, 2));
  // npm publish needs a token for the registry it publishes to, whatever it is: publishing here is
  // anonymous. A userconfig of its own, so the machine's ~/.npmrc is neither read nor changed.
  const userconfig = path.join(dir, "publisher.npmrc");
  writeFileSync(userconfig, `//127.0.0.1:${port}/:_authToken=local\n`);

  const bin = path.join(
    path.dirname(fileURLToPath(import.meta.resolve("verdaccio/package.json"))),
    "bin/verdaccio",
  );
  // On this Node (the workspace's 24, under pnpm): Verdaccio 6.10 does not run on Node 20.
  const child = spawn(process.execPath, [bin, "--config", configFile, "--listen", `127.0.0.1:${port}`], {
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await untilHealthy({
      name: "verdaccio",
      child,
      url: url.replace(/\/$/, ""),
      probe: "/-/ping",
      output: () => output,
      stop,
      timeoutMs,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  console.log(`local registry: Verdaccio on ${url}, proxying ${uplink} for all but ${local.join(", ")}`);

  const publish = (what: string) => {
    try {
      execFileSync("npm", ["publish", what, "--registry", url, "--ignore-scripts", "--tag", "latest"], {
        env: outsideEnv({ npm_config_userconfig: userconfig }),
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
        timeout: 120_000,
      });
    } catch (error) {
      const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
      throw new Error(`npm publish ${what} failed:\n${stdout}${stderr}\nregistry:\n${output.slice(-2000)}`);
    }
  };
  return { url, publish, stop };
}
