// Starts the site with its API on the embedded local Blobs store (one port, hot reload).
// Locally an admin password is needed to read the inbox; this development password is
// set here only, never in netlify.toml or in code, so it can never be active on a deploy.
import { spawn } from "node:child_process";
import { LOCAL_ADMIN_PASSWORDS } from "./local-passwords.mjs";

export const DEV_ADMIN_PASSWORD = LOCAL_ADMIN_PASSWORDS.dev;

const env = { ...process.env };
if (!env.ADMIN_PASSWORD) {
  env.ADMIN_PASSWORD = DEV_ADMIN_PASSWORD;
  console.log(`\n  Admin password for /admin/contacts and /analytics: ${DEV_ADMIN_PASSWORD}\n`);
}
const child = spawn("pnpm", ["--filter", "@pmfolio/site", "exec", "vite", ...process.argv.slice(2)], {
  stdio: "inherit",
  env,
});
child.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
