import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
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

  it("fails a build whose dist/ holds the development password of the site's .env.local", async () => {
    const site = path.join(dir, "her-site");
    await mkdir(path.join(site, "content"), { recursive: true });
    await mkdir(path.join(site, "dist"));
    await writeFile(path.join(site, "netlify.toml"), "");
    const password = "Zq0-local-only-password-9f";
    await writeFile(path.join(site, ".env.local"), `# for npm run dev\nADMIN_PASSWORD=${password}\n`);
    await writeFile(path.join(site, "dist/index.html"), "<p>Hello</p>");
    // The script as the build runs it, in the site's folder, with no secret in its environment.
    const scan = () => {
      const env = Object.fromEntries(
        Object.entries(process.env).filter(([name]) => !SECRET_VARIABLES.includes(name)),
      );
      return spawnSync(process.execPath, [path.join(import.meta.dirname, "check-build-secrets.mjs")], {
        env: { ...env, PMFOLIO_SITE_DIR: site },
        encoding: "utf8",
      });
    };
    expect(scan().status).toBe(0);
    await writeFile(path.join(site, "dist/owner.js"), `const p = "${password}";`);
    const failed = scan();
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain(
      `${path.join(site, "dist/owner.js")}: contains the value of ADMIN_PASSWORD in .env.local`,
    );
  });
});
