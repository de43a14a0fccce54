// The whole test suite, in the order that fails fastest: static checks, builds,
// unit and component tests, stories in Chromium, package checks, end-to-end.
import { execSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

// Every step runs on the Node first on PATH: pnpm puts the `node` devDependency (Node 24,
// .nvmrc) there, whatever Node runs corepack itself.
console.log(`node --version: ${execSync("node --version", { encoding: "utf8" }).trim()}`);

const chromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  const root = process.getuid?.() === 0;
  const apt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (root && apt) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
      stdio: "inherit",
    });
  } else {
    console.error(
      `The browser tests need Chromium at ${chromium}.\n` +
        "Install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROME_PATH to a Chromium or Chrome binary.",
    );
    process.exit(1);
  }
}

const steps = [
  ["lint", "pnpm run lint"],
  ["typecheck", "pnpm run typecheck"],
  ["build", "pnpm run build"],
  ["unit and component tests", "pnpm run test:unit"],
  ["stories in Chromium", "pnpm run test:stories"],
  ["kit package", "pnpm run test:package"],
  ["end-to-end in Chromium", "pnpm run test:e2e"],
  ["storage faults in Chromium", "pnpm run test:faults"],
  ["production build through the Netlify CLI", "pnpm run test:production"],
  ["storybook build", "pnpm run build-storybook"],
  ["visual regression in Chromium", "pnpm run test:visual"],
];

const only = process.argv.slice(2);
let passed = 0;
for (const [name, command] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n▶ ${name}: ${command}`);
  const started = Date.now();
  const result = spawnSync(command, { stdio: "inherit", shell: true });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    console.log(`steps: ${passed} passed, 1 failed`);
    process.exit(1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
  passed += 1;
}
console.log(`\nsteps: ${passed} passed, 0 failed`);
