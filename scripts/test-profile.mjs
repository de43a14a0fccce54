// `pnpm test --profile`: where the suite's time goes. Each step's CPU seconds (its whole process
// tree's user and system time), and from the JSON reporters of Vitest and Playwright each test
// file's and each test's wall time. The figures are printed after the steps' table and written
// whole to test-results/profile/.
import { mkdirSync, readFileSync, existsSync, writeFileSync } from "node:fs";
import path from "node:path";

export const PROFILE_DIR = "test-profile";
const TICKS = 100; // Linux's USER_HZ: /proc's times are in hundredths of a second

const slug = (name) => name.replace(/[^a-z0-9]+/gi, "-").toLowerCase();

/**
 * The step's command as the profile runs it: its reporter writes JSON beside the usual output, and
 * the shell that runs it writes its children's CPU time on exit. The kernel adds a process's time to
 * its parent's when the parent waits for it, so the shell's cutime and cstime hold the whole tree
 * (a process left to run on after its parent ended is not counted: none of the steps leaves one).
 */
export function profiled(name, command, kind) {
  mkdirSync(PROFILE_DIR, { recursive: true });
  const json = path.resolve(PROFILE_DIR, `${slug(name)}.json`);
  let run = command;
  let env = "";
  if (kind === "vitest") run += ` --reporter=default --reporter=json --outputFile.json=${json}`;
  if (kind === "playwright") {
    run += " --reporter=list,json";
    env = `PLAYWRIGHT_JSON_OUTPUT_NAME=${json} `;
  }
  const cpu = path.resolve(PROFILE_DIR, `${slug(name)}.cpu`);
  // Fields 16 and 17 of /proc/PID/stat: the CPU time of the children the shell has waited for.
  const script = `${env}${run}; code=$?; cut -d' ' -f16,17 /proc/$$/stat > ${cpu}; exit $code`;
  return `sh -c '${script.replaceAll("'", "'\\''")}'`;
}

/** The step's CPU seconds, user and system, or undefined when the step did not record them. */
export function cpuSeconds(name) {
  const file = path.resolve(PROFILE_DIR, `${slug(name)}.cpu`);
  if (!existsSync(file)) return undefined;
  const [user, system] = readFileSync(file, "utf8").trim().split(" ").map(Number);
  return (user + system) / TICKS;
}

/**
 * The seconds every CPU of the machine has been busy since boot, from /proc/stat: read before and
 * after a stage, it counts everything the stage ran, browsers included: a step's own tree misses most
 * of what its Chromium spends (measured on the end-to-end step alone: 352 s in its tree, 1,343 s on
 * the machine).
 */
export function machineBusySeconds() {
  if (!existsSync("/proc/stat")) return undefined;
  const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
  // user nice system idle iowait irq softirq steal: all but idle and iowait are busy.
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
  return (user + nice + system + irq + softirq + steal) / TICKS;
}

/** Files and tests with their wall time from a Vitest JSON report (Jest's format). */
function fromVitest(report, step) {
  const files = [];
  const tests = [];
  for (const file of report.testResults ?? []) {
    const name = path.relative(process.cwd(), file.name);
    files.push({
      step,
      name,
      ms: (file.endTime ?? 0) - (file.startTime ?? 0),
      count: file.assertionResults.length,
    });
    for (const test of file.assertionResults)
      tests.push({ step, name: `${name} › ${test.fullName}`, ms: test.duration ?? 0 });
  }
  return { files, tests };
}

/** Files and tests with their wall time from a Playwright JSON report (a test's attempts summed). */
function fromPlaywright(report, step) {
  const byFile = new Map();
  const tests = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
        const file = spec.file ?? suite.file;
        const entry = byFile.get(file) ?? { step, name: file, ms: 0, count: 0 };
        entry.ms += ms;
        entry.count += 1;
        byFile.set(file, entry);
        tests.push({ step, name: `${file} › ${[...titles, spec.title].join(" › ")}`, ms });
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, suite.title === suite.file ? titles : [...titles, suite.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return { files: [...byFile.values()], tests };
}

const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);

/** Prints the files and the slowest 50 tests, and writes every file and test to PROFILE_DIR. */
export function printProfile(results) {
  const files = [];
  const tests = [];
  for (const { name } of results) {
    const file = path.resolve(PROFILE_DIR, `${slug(name)}.json`);
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, "utf8"));
    const found = "testResults" in report ? fromVitest(report, name) : fromPlaywright(report, name);
    files.push(...found.files);
    tests.push(...found.tests);
  }
  files.sort((a, b) => b.ms - a.ms);
  tests.sort((a, b) => b.ms - a.ms);
  // A Playwright file's time is the sum of its tests' (they run on several workers); a Vitest file's
  // is from its first test's start to its last's end, set-up included.
  const fileLines = files.map(
    (f) => `${seconds(f.ms)}  ${String(f.count).padStart(4)}  ${f.step}: ${f.name}`,
  );
  const testLines = tests.map((t) => `${seconds(t.ms)}  ${t.step}: ${t.name}`);
  writeFileSync(path.join(PROFILE_DIR, "files.txt"), `${fileLines.join("\n")}\n`);
  writeFileSync(path.join(PROFILE_DIR, "tests.txt"), `${testLines.join("\n")}\n`);
  console.log(
    `\nfiles, slowest first (${files.length}; all in ${PROFILE_DIR}/files.txt)\nseconds  tests  step: file`,
  );
  for (const line of fileLines.slice(0, 40)) console.log(line);
  console.log(
    `\nthe slowest 50 tests (${tests.length}; all in ${PROFILE_DIR}/tests.txt)\nseconds  step: test`,
  );
  for (const line of testLines.slice(0, 50)) console.log(line);
}
