// Checks the published packages as a consumer gets them: pack each with pnpm (which
// applies publishConfig, swapping the workspace's source exports for dist/), then run
// publint and "Are the Types Wrong?" on the tarball.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
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
} finally {
  rmSync(out, { recursive: true, force: true });
}
