import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { expect, test } from "@playwright/test";

const dist = "site/dist";
// The Nu Html Checker (the W3C validator), offline: the jar vnu-jar ships, on Debian's Java.
const vnuJar = createRequire(import.meta.url)("vnu-jar") as string;

test("every built page of every language is valid HTML to the W3C validator", () => {
  const pages = readdirSync(dist, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => path.join(dist, file));
  expect(pages.filter((page) => page.includes(`${path.sep}de${path.sep}`)).length).toBeGreaterThan(0);
  const result = spawnSync(
    "java",
    [
      "-jar",
      vnuJar,
      "--errors-only",
      "--format",
      "gnu",
      // Its CSS grammar predates scroll-driven animations (the reveals, decision 14), which it
      // calls unknown properties; everything else it reports counts.
      "--filterpattern",
      ".*“animation-(timeline|range)”.*",
      ...pages,
    ],
    { encoding: "utf8" },
  );
  expect(result.error, "java runs (Debian: default-jre-headless)").toBeUndefined();
  expect(result.stderr).toBe("");
  expect(result.status).toBe(0);
});
