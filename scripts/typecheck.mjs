// Type-checks each area of the workspace with its own compiler settings (DOM for the
// kit and site, Node for the functions and tools), so neither leaks into the other.
import { spawnSync } from "node:child_process";

const projects = [
  "packages/core/tsconfig.json",
  "packages/netlify/tsconfig.json",
  "packages/kit/tsconfig.json",
  "packages/create-pmfolio/tsconfig.json",
  "packages/site/tsconfig.json",
  "netlify/tsconfig.json",
  "tsconfig.tools.json",
];
let failed = 0;
for (const project of projects) {
  const result = spawnSync("tsc", ["-p", project, "--noEmit"], { stdio: "inherit", shell: true });
  if (result.status !== 0) failed += 1;
  else console.log(`types ok: ${project}`);
}
process.exit(failed ? 1 : 0);
