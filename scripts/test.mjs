// The whole test suite: static checks and the one build, unit and component tests, the package
// checks, stories in Chromium, and the browser suites against that build. Steps share nothing but
// what they wait for (`after`) and run side by side; each step's output is printed whole when it
// ends, so a failure reads as one block. After a failure no step starts; a table of durations
// closes every run.
import { execSync, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cpuSeconds, printProfile, profiled } from "./test-profile.mjs";

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
];
const missing = engines.filter(([, path]) => !existsSync(path)).map(([name]) => name);
if (missing.length) {
  const root = process.getuid?.() === 0;
  const apt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (root && apt) {
    console.log(`Missing browser packages: installing Debian's ${missing.join(", ")}…`);
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(" ")}`,
      {
        stdio: "inherit",
      },
    );
  } else {
    console.error(
      `The browser tests need ${missing.join(", ")} (Debian/Ubuntu: sudo apt-get install ${missing.join(" ")}).\n` +
        "CHROME_PATH may name another Chromium or Chrome binary.",
    );
    process.exit(1);
  }
}

/**
 * The steps, in the order they start when a place is free: the longest first, the short ones
 * last to fill the gaps. A step starts once the steps it needs have passed (`after`), not when a
 * whole stage has: no core waits for the slowest step of a stage. Each browser server has its own
 * data, functions folder and port
 * (scripts/serve-built.ts). The storage fault suite runs `alone`: its checks are timed against a
 * storage time limit of 1.5 s, which a working call must not reach on a busy machine.
 */
const steps = [
  { name: "build", command: "pnpm run build" },
  { name: "unit and component tests", command: "pnpm run test:unit", kind: "vitest" },
  { name: "end-to-end in Chromium", command: "pnpm run test:e2e", kind: "playwright", after: ["build"] },
  // Packs the packages (rebuilding their dist/, which the workspace itself never reads) and installs
  // the tarballs into apps of their own: after the build, whose secret scan reads those dist/ folders.
  { name: "kit package", command: "pnpm run test:package", after: ["build"] },
  { name: "storybook build", command: "pnpm run build-storybook" },
  {
    name: "visual regression in Chromium",
    command: "pnpm run test:visual",
    kind: "playwright",
    after: ["build", "storybook build"],
  },
  {
    name: "production build in Chromium",
    command: "pnpm run test:production",
    kind: "playwright",
    after: ["build"],
  },
  { name: "stories in Chromium", command: "pnpm run test:stories", kind: "vitest" },
  { name: "public pages in Firefox and WebKit", command: "pnpm run test:engines", after: ["build"] },
  // Short, so they fill the gaps the long steps leave.
  { name: "typecheck", command: "pnpm run typecheck" },
  { name: "lint", command: "pnpm run lint" },
  {
    name: "storage faults in Chromium",
    command: "pnpm run test:faults",
    kind: "playwright",
    after: ["build"],
    alone: true,
  },
];

/**
 * How many steps run at once. Two: every step but the package check's installs keeps a core busy
 * (the browser suites' Chromium and servers included), and a third step beside two only made each
 * slower and pushed waits under load past their ceilings (measured: load 13 to 16, no idle CPU).
 * TEST_STEPS sets another number.
 */
const parallel = Number(process.env.TEST_STEPS ?? 2);

/** Runs one step; alone it streams its output, beside others it prints it whole at the end. */
function run({ name, command, kind }, alone) {
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
const selected = steps.filter(({ name }) => !only.length || only.some((o) => name.startsWith(o)));
// A step that was not selected counts as done: `pnpm test production` runs against the last build.
const isSelected = new Set(selected.map(({ name }) => name));

const started = Date.now();
const results = [];
const passed = new Set();
const running = new Map();
let waiting = [...selected];
let failed = false;

/** Starts every step whose needs have passed while there is a place, in the list's order. */
function startReady() {
  for (const step of waiting) {
    if (failed || running.size >= parallel) return;
    const ready = (step.after ?? []).every((need) => passed.has(need) || !isSelected.has(need));
    if (!ready) continue;
    // A step that runs alone waits for the others to end, and nothing starts beside it.
    if (step.alone && running.size) return;
    if ([...running.values()].some((other) => other.alone)) return;
    waiting = waiting.filter((other) => other !== step);
    const streamed = selected.length === 1 || Boolean(step.alone);
    console.log(`\n▶ ${step.name}: ${step.command}`);
    const done = run(step, streamed).then((result) => {
      running.delete(step.name);
      results.push(result);
      if (result.ok) passed.add(step.name);
      else failed = true;
    });
    running.set(step.name, { alone: step.alone, done });
  }
}

startReady();
while (running.size) {
  await Promise.race([...running.values()].map(({ done }) => done));
  startReady();
}

const total = (Date.now() - started) / 1000;
const width = Math.max(...[...results, ...waiting].map(({ name }) => name.length), 5);
if (profile) printProfile(results);
const cpuColumn = (cpu) => (profile ? `  ${cpu === undefined ? "      -" : cpu.toFixed(1).padStart(7)}` : "");
console.log(`\n${"step".padEnd(width)}  seconds${profile ? "  cpu (s)" : ""}  result`);
for (const { name, seconds, ok, cpu } of results) {
  console.log(
    `${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)}${cpuColumn(cpu)}  ${ok ? "passed" : "FAILED"}`,
  );
}
for (const { name } of waiting)
  console.log(`${name.padEnd(width)}  ${"-".padStart(7)}${cpuColumn()}  not run`);
console.log(`${"total (wall clock)".padEnd(width)}  ${total.toFixed(1).padStart(7)}`);
const failures = results.filter((result) => !result.ok).length;
const notRun = waiting.length ? `, ${waiting.length} not run` : "";
console.log(`\nsteps: ${results.length - failures} passed, ${failures} failed${notRun}`);
process.exit(failures ? 1 : 0);
