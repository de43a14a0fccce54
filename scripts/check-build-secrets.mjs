// Fails the build when a built file contains an admin password or a bearer-looking
// constant: no secret may ever be shipped to the browser (docs/decisions/003-admin-secret.md).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LOCAL_ADMIN_PASSWORDS } from "./local-passwords.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const scanned = ["site/dist", "storybook-static", "packages/kit/dist", "packages/core/dist"].map((d) =>
  path.join(root, d),
);

// Every password this repository configures anywhere, plus the ones in the environment.
const passwords = new Set(Object.values(LOCAL_ADMIN_PASSWORDS));
for (const name of ["ADMIN_PASSWORD", "PREVIEW_ADMIN_PASSWORD", "ADMIN_SESSION_SECRET"]) {
  if (process.env[name]) passwords.add(process.env[name]);
}
const bearerConstant = /Bearer\s+[A-Za-z0-9._~+/-]{8,}=*/;

const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (/\.(html|js|mjs|cjs|css|json|map|txt|xml|svg)$/.test(name)) files.push(file);
  }
};
for (const dir of scanned) {
  try {
    walk(dir);
  } catch {
    /* not built in this run */
  }
}

const findings = [];
for (const file of files) {
  const text = readFileSync(file, "utf8");
  for (const password of passwords)
    if (text.includes(password)) findings.push(`${file}: contains an admin password`);
  const bearer = text.match(bearerConstant);
  if (bearer) findings.push(`${file}: contains a bearer credential constant (${bearer[0].slice(0, 16)}…)`);
}
if (findings.length) {
  console.error(`Secret scan failed:\n- ${findings.join("\n- ")}`);
  process.exit(1);
}
console.log(`secret scan: ${files.length} built files, no admin password or bearer constant`);
