import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadLocalEnv } from "./localEnv.mjs";

const siteWith = (text?: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), "local-env-"));
  if (text !== undefined) writeFileSync(path.join(dir, ".env.local"), text);
  return dir;
};
const file =
  '# for npm run dev\nADMIN_PASSWORD=from-the-file-0123456789\nNOTIFY_EMAIL_TO="o\'neil@example.com"\n';

describe("the dev server's .env.local", () => {
  it("fills what the environment does not set, and says where the password is", () => {
    const env: Record<string, string | undefined> = {};
    expect(loadLocalEnv(siteWith(file), env)).toBe(
      "Owner pages /admin/contacts, /analytics and /admin/content: the password is ADMIN_PASSWORD in .env.local",
    );
    expect(env).toEqual({
      ADMIN_PASSWORD: "from-the-file-0123456789",
      NOTIFY_EMAIL_TO: "o'neil@example.com",
    });
  });

  it("never overrides a variable set in the environment, and then says nothing of the file", () => {
    const env: Record<string, string | undefined> = { ADMIN_PASSWORD: "from-the-environment-42" };
    expect(loadLocalEnv(siteWith(file), env)).toBeUndefined();
    expect(env.ADMIN_PASSWORD).toBe("from-the-environment-42");
    expect(env.NOTIFY_EMAIL_TO).toBe("o'neil@example.com");
  });

  it("says how to set a password when there is neither a file nor a variable", () => {
    const dir = siteWith();
    const env: Record<string, string | undefined> = {};
    expect(loadLocalEnv(dir, env)).toBe(
      "Owner pages /admin/contacts, /analytics and /admin/content stay locked: no admin password. Put a line ADMIN_PASSWORD=<at least 12 characters>\n" +
        `  in ${path.join(dir, ".env.local")} (git-ignored, read only by this dev server), then start again.`,
    );
    expect(env).toEqual({});
  });
});
