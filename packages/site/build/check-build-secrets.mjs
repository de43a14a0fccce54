// Fails the build when a built file contains the value of a secret variable or a
// bearer-looking constant: no secret may ever be shipped to the browser
// (docs/decisions/003-admin-secret.md). The secret variables are the functions' (SECRET_VARIABLES);
// README's configuration names the same ones on its "Secrets:" line, and a test keeps them equal.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LOCAL_ADMIN_PASSWORDS } from "./local-passwords.mjs";
import { LOCAL_ENV_FILE, readLocalEnv } from "./localEnv.mjs";
import { netlifyToml, siteDir } from "./siteDir.mjs";

/** Every variable the functions read that holds a secret: a password, a key, a salt, a URL with a token. */
export const SECRET_VARIABLES = [
  "ADMIN_PASSWORD",
  "PREVIEW_ADMIN_PASSWORD",
  "ADMIN_SESSION_SECRET",
  "RATE_LIMIT_SALT",
  "SMTP_URL",
  "NOTIFY_WEBHOOK_URL",
  "CONTENT_GIT_TOKEN",
];

/** The project's root, beside its netlify.toml: in this repository, the packages' builds are there too. */
const root = path.dirname(netlifyToml());

/** The variables README's "Secrets:" paragraph names in its first sentence. */
export function secretVariables(readme) {
  const start = readme.indexOf("\n**Secrets:**");
  if (start < 0) throw new Error('README.md: no "**Secrets:**" paragraph naming the secret variables');
  const paragraph = readme.slice(start + 1).split("\n\n")[0];
  // Up to the first sentence's end: the names, before what the paragraph says about them.
  const names = paragraph.slice(0, paragraph.search(/\.\s/) + 1 || undefined);
  return [...names.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]);
}

/**
 * What a secret's value gives away when it appears: the value itself, and for a URL its
 * password (SMTP_URL's `user:pass@`), each only when long enough to mean something.
 */
export function secretForms(value) {
  const forms = new Set([value]);
  try {
    const url = new URL(value);
    if (url.password) forms.add(decodeURIComponent(url.password));
  } catch {
    /* not a URL */
  }
  return [...forms].filter((form) => form.length >= 8);
}

/** Findings for `files`: a secret's value (named by its variable) or a bearer constant. */
export function scanFiles(files, secrets) {
  const bearerConstant = /Bearer\s+[A-Za-z0-9._~+/-]{8,}=*/;
  const findings = [];
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const [name, forms] of secrets) {
      if (forms.some((form) => text.includes(form))) findings.push(`${file}: contains the value of ${name}`);
    }
    const bearer = text.match(bearerConstant);
    if (bearer) findings.push(`${file}: contains a bearer credential constant (${bearer[0].slice(0, 16)}…)`);
  }
  return findings;
}

export function builtFiles(dirs) {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.(html|js|mjs|cjs|css|json|map|txt|xml|svg)$/.test(name)) files.push(file);
    }
  };
  for (const dir of dirs) {
    try {
      walk(dir);
    } catch {
      /* not built in this run */
    }
  }
  return files;
}

/**
 * The secrets of the site's `.env.local` (its development password, written by the create command):
 * never read by the build, so a built file holding one was copied there by hand or by a tool.
 */
export function localEnvSecrets(dir) {
  const local = readLocalEnv(dir) ?? {};
  return SECRET_VARIABLES.filter((name) => local[name]).map((name) => [
    `${name} in ${LOCAL_ENV_FILE}`,
    secretForms(local[name]),
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = SECRET_VARIABLES;
  // Every password this repository configures anywhere, the site's .env.local's, plus each
  // secret set in the environment.
  const secrets = new Map([
    ...Object.entries(LOCAL_ADMIN_PASSWORDS).map(([where, password]) => [
      `the ${where} admin password`,
      [password],
    ]),
    ...localEnvSecrets(siteDir),
  ]);
  for (const name of names) if (process.env[name]) secrets.set(name, secretForms(process.env[name]));
  const scanned = [
    path.join(siteDir, "dist"),
    ...["storybook-static", "packages/kit/dist", "packages/core/dist"].map((dir) => path.join(root, dir)),
  ];
  const files = builtFiles(scanned);
  const findings = scanFiles(files, secrets);
  if (findings.length) {
    console.error(`Secret scan failed:\n- ${findings.join("\n- ")}`);
    process.exit(1);
  }
  console.log(
    `secret scan: ${files.length} built files, no admin password, no value of ${names.join(", ")}, no bearer constant`,
  );
}
