// The whole test suite, in the order that fails fastest: static checks and the one build, unit and
// component tests with the package checks, stories in Chromium, then the browser suites against that build.
// Steps of a stage share nothing and run side by side; each step's output is printed
// whole when it ends, so a failure reads as one block. A table of durations closes every run.
import { execSync, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cpuSeconds, machineBusySeconds, printProfile, profiled } from "./test-profile.mjs";

// Every step runs on the Node first on PATH: pnpm puts the `node` devDependency (Node 24,
// .nvmrc) there, whatever Node runs corepack itself.
console.log(`node --version: ${execSync("node --version", { encoding: "utf8" }).trim()}`);

// The three engines the browser tests use, from Debian's packages (Playwright's own builds cannot be
// downloaded here): installed together and first when this runs as root on Debian, so every step sees
// the same fonts they bring (a screenshot's text depends on them).
const chromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const engines = [
  ["chromium", chromium],
  ["firefox-esr", "/usr/bin/firefox-esr"],
  ["webkit2gtk-driver", "/usr/bin/WebKitWebDriver"],
  ["xvfb", "/usr/bin/xvfb-run"],
  // The W3C validator (vnu-jar) runs on Java, in the production suite.
  ["default-jre-headless", "/usr/bin/java"],
  // The résumé PDF's text is read back with poppler, and the feeds are validated with Jing, in the unit tests.
  ["poppler-utils", "/usr/bin/pdftotext"],
  ["jing", "/usr/bin/jing"],
];
const missing = engines.filter(([, path]) => !existsSync(path)).map(([name]) => name);
if (missing.length) {
  const root = process.getuid?.() === 0;
  const apt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (root && apt) {
    console.log(`Missing test tools: installing Debian's ${missing.join(", ")}…`);
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(" ")}`,
      {
        stdio: "inherit",
      },
    );
  } else {
    console.error(
      `The tests need ${missing.join(", ")} (Debian/Ubuntu: sudo apt-get install ${missing.join(" ")}).\n` +
        "CHROME_PATH may name another Chromium or Chrome binary.",
    );
    process.exit(1);
  }
}

/**
 * Each stage waits for the one before. The browser suites share the one build; each of their
 * servers has its own data and functions folder (scripts/serve-built.ts), so they can run side by
 * side. The storage fault suite runs alone: its checks are timed against the storage time limit.
 */
const stages = [
  [
    ["lint", "pnpm run lint"],
    ["typecheck", "pnpm run typecheck"],
    ["build", "pnpm run build"],
  ],
  // The package check spends most of its time installing and building apps from the tarballs (the
  // Next.js recipe alone takes minutes), so it runs beside the unit tests, the longest step.
  [
    ["unit and component tests", "pnpm run test:unit", "vitest"],
    ["kit package", "pnpm run test:package"],
    ["storybook build", "pnpm run build-storybook"],
  ],
  [["stories in Chromium", "pnpm run test:stories", "vitest"]],
  [["end-to-end in Chromium", "pnpm run test:e2e", "playwright"]],
  [["storage faults in Chromium", "pnpm run test:faults", "playwright"]],
  [
    ["production build in Chromium", "pnpm run test:production", "playwright"],
    ["visual regression in Chromium", "pnpm run test:visual", "playwright"],
  ],
  [["public pages in Firefox and WebKit", "pnpm run test:engines"]],
];

/** Runs one step; alone it streams its output, beside others it prints it whole at the end. */
function run(name, command, alone, kind) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(profile ? profiled(name, command, kind) : command, {
      shell: true,
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (!alone) console.log(`\n▼ ${name}: ${command}\n${output.trimEnd()}\n▲ ${name}`);
      console.log(
        code === 0
          ? `✔ ${name} (${seconds.toFixed(1)} s)`
          : `\n✖ ${name} failed after ${seconds.toFixed(1)} s`,
      );
      resolve({ name, seconds, ok: code === 0, cpu: profile ? cpuSeconds(name) : undefined });
    });
  });
}

// --profile adds each step's CPU seconds to the table, and each test file's and test's wall time after it.
const profile = process.argv.includes("--profile");
const only = process.argv.slice(2).filter((arg) => arg !== "--profile" && arg !== "--");
const selected = stages
  .map((stage) => stage.filter(([name]) => !only.length || only.some((o) => name.startsWith(o))))
  .filter((stage) => stage.length);

const started = Date.now();
const results = [];
const stageUse = [];
for (const stage of selected) {
  console.log(`\n▶ ${stage.map(([name, command]) => `${name}: ${command}`).join("  ‖  ")}`);
  const stageStarted = Date.now();
  const busyBefore = machineBusySeconds();
  const done = await Promise.all(
    stage.map(([name, command, kind]) => run(name, command, stage.length === 1, kind)),
  );
  results.push(...done);
  // The steps after the build reuse it: the package check packs the kit's dist/ as the build left it,
  // instead of four declaration builds again (scripts/check-package.mjs).
  if (done.some((result) => result.name === "build" && result.ok)) process.env.PMFOLIO_KIT_BUILT = "1";
  stageUse.push({
    steps: done.map((result) => result.name).join(" + "),
    seconds: (Date.now() - stageStarted) / 1000,
    busy: busyBefore === undefined ? undefined : machineBusySeconds() - busyBefore,
  });
  if (done.some((result) => !result.ok)) break;
}

const total = (Date.now() - started) / 1000;
const width = Math.max(...results.map((result) => result.name.length), 5);
if (profile) printProfile(results);
if (profile && stageUse.every((stage) => stage.busy !== undefined)) {
  // What the machine spent on each stage, every process counted: the floor a faster schedule cannot go under.
  const stageWidth = Math.max(...stageUse.map((stage) => stage.steps.length), 5);
  console.log(`\n${"stage".padEnd(stageWidth)}  seconds  machine cpu (s)  cores busy`);
  for (const { steps, seconds, busy } of stageUse)
    console.log(
      `${steps.padEnd(stageWidth)}  ${seconds.toFixed(1).padStart(7)}  ${busy.toFixed(1).padStart(15)}  ${(busy / seconds).toFixed(2).padStart(10)}`,
    );
  const busy = stageUse.reduce((sum, stage) => sum + stage.busy, 0);
  console.log(
    `${"all stages".padEnd(stageWidth)}  ${total.toFixed(1).padStart(7)}  ${busy.toFixed(1).padStart(15)}`,
  );
}
const cpuColumn = (cpu) => (profile ? `  ${cpu === undefined ? "      -" : cpu.toFixed(1).padStart(7)}` : "");
console.log(`\n${"step".padEnd(width)}  seconds${profile ? "  cpu (s)" : ""}  result`);
for (const { name, seconds, ok, cpu } of results) {
  console.log(
    `${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)}${cpuColumn(cpu)}  ${ok ? "passed" : "FAILED"}`,
  );
}
console.log(`${"total (wall clock)".padEnd(width)}  ${total.toFixed(1).padStart(7)}`);
const failed = results.filter((result) => !result.ok).length;
console.log(`\nsteps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
