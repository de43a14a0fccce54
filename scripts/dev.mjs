// Starts the site with its API on the embedded local Blobs store (one port, hot reload).
// Locally an admin password is needed to read the inbox; this development password is
// set here only, never in netlify.toml or in code, so it can never be active on a deploy.
import { spawn } from "node:child_process";
import { LOCAL_ADMIN_PASSWORDS } from "../packages/site/build/local-passwords.mjs";

export const DEV_ADMIN_PASSWORD = LOCAL_ADMIN_PASSWORDS.dev;

const env = { ...process.env };
if (!env.ADMIN_PASSWORD) {
  env.ADMIN_PASSWORD = DEV_ADMIN_PASSWORD;
  console.log(
    `\n  Admin password for /admin/contacts, /analytics and /admin/content: ${DEV_ADMIN_PASSWORD}\n`,
  );
}
// Limits for trying the site out locally, unless set: a deployed site keeps the strict
// defaults (README, Configuration). Set them to see the 429 answers.
const localLimits = { CONTACT_RATE_LIMIT: "100", ADMIN_FAILED_LOGIN_LIMIT: "50" };
for (const [name, value] of Object.entries(localLimits)) env[name] ??= value;
console.log(
  `  Local limits: ${env.CONTACT_RATE_LIMIT} messages an hour, ${env.ADMIN_FAILED_LOGIN_LIMIT} failed logins per address\n`,
);
// `pnpm dev -- --port 9000` passes the "--" through; vite would then ignore what follows.
const viteArgs = process.argv.slice(2).filter((arg) => arg !== "--");
const child = spawn("pnpm", ["--filter", "pmfolio-example", "exec", "pmfolio-site", "dev", ...viteArgs], {
  stdio: "inherit",
  env,
});
child.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
