import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  builtFiles,
  scanFiles,
  SECRET_VARIABLES,
  secretForms,
  secretVariables,
} from "./check-build-secrets.mjs";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "secret-scan-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("the build's secret scan", () => {
  it("scans the variables README's Secrets line names, no fewer and no more", async () => {
    const names = secretVariables(
      await readFile(path.join(import.meta.dirname, "../../../README.md"), "utf8"),
    );
    expect([...names].sort()).toEqual([...SECRET_VARIABLES].sort());
  });

  it("finds a salt, a webhook address and an SMTP password in built files, source maps included", async () => {
    await writeFile(path.join(dir, "a.js"), 'const salt = "salt-0123456789abcdef";');
    await writeFile(
      path.join(dir, "a.js.map"),
      '{"sourcesContent":["https://hooks.example.com/T000/B000/XXXX"]}',
    );
    await writeFile(path.join(dir, "b.html"), "<p>p%40ss-w0rd-long</p> p@ss-w0rd-long");
    await writeFile(path.join(dir, "clean.js"), "export const ok = 1;");
    const secrets = new Map([
      ["RATE_LIMIT_SALT", secretForms("salt-0123456789abcdef")],
      ["NOTIFY_WEBHOOK_URL", secretForms("https://hooks.example.com/T000/B000/XXXX")],
      ["SMTP_URL", secretForms("smtps://me%40example.com:p%40ss-w0rd-long@smtp.example.com:465")],
    ]);
    const findings = scanFiles(builtFiles([dir]).sort(), secrets);
    expect(findings).toEqual([
      `${path.join(dir, "a.js")}: contains the value of RATE_LIMIT_SALT`,
      `${path.join(dir, "a.js.map")}: contains the value of NOTIFY_WEBHOOK_URL`,
      `${path.join(dir, "b.html")}: contains the value of SMTP_URL`,
    ]);
  });
});
