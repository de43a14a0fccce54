// Checks the published packages as a consumer gets them: pack each with pnpm (which
// applies publishConfig, swapping the workspace's source exports for dist/), run
// publint and "Are the Types Wrong?" on the tarball, then install the tarballs into an
// empty Vite + React app and render a section there (Node ESM, Node CJS, Vite build).
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const packages = ["packages/core", "packages/kit"];
const out = mkdtempSync(path.join(tmpdir(), "pmfolio-pack-"));
const run = (cmd, args, opts = {}) => execFileSync(cmd, args, { stdio: "inherit", ...opts });

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
    run("pnpm", ["exec", "publint", "run", file, "--strict"]);
    run("pnpm", ["exec", "attw", file, "--profile", "node16", "--format", "table-flipped"]);
  }
  console.log("\npackage checks: publint and attw passed for", packages.join(", "));
  installIntoConsumerApp(out);
} finally {
  rmSync(out, { recursive: true, force: true });
}

function installIntoConsumerApp(tarballDir) {
  const app = path.join(tarballDir, "consumer-app");
  cpSync(path.join(import.meta.dirname, "consumer-app"), app, { recursive: true });
  const tarball = (name) =>
    `file:${path.join(
      tarballDir,
      readdirSync(tarballDir).find((f) => f.startsWith(name)),
    )}`;
  const rootPkg = JSON.parse(readFileSync(path.join(import.meta.dirname, "../package.json"), "utf8"));
  const version = (name) => rootPkg.devDependencies[name];
  writeFileSync(
    path.join(app, "package.json"),
    JSON.stringify({
      name: "consumer-app",
      private: true,
      type: "module",
      dependencies: {
        "@pmfolio/kit": tarball("pmfolio-kit-"),
        "@pmfolio/core": tarball("pmfolio-core-"),
        react: version("react"),
        "react-dom": version("react-dom"),
        "styled-components": version("styled-components"),
        "framer-motion": version("framer-motion"),
        vite: version("vite"),
      },
      pnpm: { overrides: { "@pmfolio/core": tarball("pmfolio-core-") } },
    }),
  );
  // Its own workspace root, so the install does not link back to this repository's packages.
  writeFileSync(path.join(app, "pnpm-workspace.yaml"), "packages: []\nonlyBuiltDependencies: [esbuild]\n");
  run("pnpm", ["install", "--prefer-offline", "--no-frozen-lockfile", "--reporter=silent"], { cwd: app });
  run("node", ["render.mjs"], { cwd: app });
  run("pnpm", ["exec", "vite", "build", "--logLevel", "warn"], { cwd: app });
  const built = readdirSync(path.join(app, "dist/assets")).filter((f) => f.endsWith(".js"));
  const bundle = built.map((f) => readFileSync(path.join(app, "dist/assets", f), "utf8")).join("");
  if (!bundle.includes("Get In Touch"))
    throw new Error("consumer app: the Vite build does not contain the Hero");
  console.log(`consumer app: Vite built the kit from its tarball (${built.length} chunk(s))`);
}
