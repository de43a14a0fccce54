// The site's local settings for `pmfolio-site dev`: `.env.local` in the site's folder, which the
// create command writes with a development password (git-ignored, so never on a deploy). The dev
// server reads it; the build never does, and its secret scan fails a build that carries its values.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";

/** The file's name, as the site's README and the create command name it. */
export const LOCAL_ENV_FILE = ".env.local";

/** The variables in the site's `.env.local`, or nothing when it has none. */
export function readLocalEnv(siteDir) {
  const file = path.join(siteDir, LOCAL_ENV_FILE);
  return existsSync(file) ? parseEnv(readFileSync(file, "utf8")) : undefined;
}

/**
 * Fills `env` from the site's `.env.local` where it sets nothing (a variable set in the
 * environment always wins), and returns what the dev server's start says about the owner pages:
 * where their password is, or how to set one, or nothing when the environment gives it.
 */
export function loadLocalEnv(siteDir, env) {
  const local = readLocalEnv(siteDir) ?? {};
  for (const [name, value] of Object.entries(local)) env[name] ??= value;
  const pages = "/admin/contacts, /analytics and /admin/content";
  if (local.ADMIN_PASSWORD !== undefined && env.ADMIN_PASSWORD === local.ADMIN_PASSWORD)
    return `Owner pages ${pages}: the password is ADMIN_PASSWORD in ${LOCAL_ENV_FILE}`;
  if (!env.ADMIN_PASSWORD)
    return (
      `Owner pages ${pages} stay locked: no admin password. Put a line ADMIN_PASSWORD=<at least 12 characters>\n` +
      `  in ${path.join(siteDir, LOCAL_ENV_FILE)} (git-ignored, read only by this dev server), then start again.`
    );
  return undefined;
}
