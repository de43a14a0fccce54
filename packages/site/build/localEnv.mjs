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
