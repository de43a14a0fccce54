import path from "node:path";
import { RuleTester } from "eslint";
import { describe, it } from "vitest";
import rule from "./no-fixed-wait.mjs";

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: "module" } });
const cwd = process.cwd();
const file = (name: string) => path.join(cwd, name);
const allow = { "e2e/poll.spec.ts": { count: 1, reason: "the interval between two reads of a poll" } };

tester.run("no-fixed-wait", rule, {
  valid: [
    // Waiting for a condition.
    "await expect.poll(() => count()).toBe(3);",
    "await page.waitForFunction(() => window.ready);",
    // Fake timers move no real time.
    "vi.useFakeTimers(); vi.advanceTimersByTime(5000);",
    // A timer that does not settle a promise: the product's own delay, scheduled and counted.
    "const timer = setTimeout(() => send(), 100); clearTimeout(timer);",
    // An allowed file, within its count.
    {
      code: "while (!(await ready())) await new Promise((resolve) => setTimeout(resolve, 100));",
      filename: file("e2e/poll.spec.ts"),
      options: [{ allow }],
    },
  ],
  invalid: [
    { code: "await page.waitForTimeout(500);", errors: [{ messageId: "waitForTimeout" }] },
    { code: "await new Promise((resolve) => setTimeout(resolve, 500));", errors: [{ messageId: "sleep" }] },
    { code: "await new Promise((r) => window.setTimeout(r, 50));", errors: [{ messageId: "sleep" }] },
    {
      code: "const sleep = (ms) => new Promise(function (done) { setTimeout(() => done(true), ms); });",
      errors: [{ messageId: "sleep" }],
    },
    {
      code: 'import { setTimeout as sleep } from "node:timers/promises"; await sleep(100);',
      errors: [{ messageId: "timersPromises" }],
    },
    {
      code: 'import * as timers from "timers/promises"; await timers.setTimeout(100);',
      errors: [{ messageId: "timersPromises" }],
    },
    // A second sleep in an allowed file fails: the allowance is a count, not a pass for the file.
    {
      code: [
        "while (!(await ready())) await new Promise((resolve) => setTimeout(resolve, 100));",
        "await new Promise((resolve) => setTimeout(resolve, 1000));",
      ].join("\n"),
      filename: file("e2e/poll.spec.ts"),
      options: [{ allow }],
      errors: [{ messageId: "overAllowed" }, { messageId: "overAllowed" }],
    },
    // An allowance wider than its file is reported, so it shrinks when a sleep goes.
    {
      code: "await expect.poll(() => count()).toBe(3);",
      filename: file("e2e/poll.spec.ts"),
      options: [{ allow }],
      errors: [{ messageId: "staleAllowance" }],
    },
  ],
});
