/**
 * The new site's `.env.local`: what `npm run dev` needs to open the owner pages on this computer (a
 * random development password and session secret) and where notifications go. Git-ignored (the
 * template's .gitignore), read only by `pmfolio-site dev`, so it is never active on a deploy.
 */
import { randomBytes } from "node:crypto";
import type { Answers } from "./answers";

/** The file's name, as @pmfolio/site's dev server reads it (build/localEnv.mjs). */
export const localEnvFile = ".env.local";

/**
 * The file's text. The password is 24 random bytes (32 characters, past the 12 the owner gate
 * asks for), the session secret 32 (64 hex characters, past its 32); the address is quoted, and
 * the answer's check has refused every character that would end the quotes.
 */
export function localEnv({ email }: Pick<Answers, "email">): string {
  return [
    "# For `npm run dev` on this computer only: git-ignored, never deployed. A deployed site takes",
    "# its settings from Netlify's environment variables (README.md, Deploy).",
    "# The owner pages (/admin/contacts, /analytics, /admin/content) open with this password:",
    `ADMIN_PASSWORD=${randomBytes(24).toString("base64url")}`,
    `ADMIN_SESSION_SECRET=${randomBytes(32).toString("hex")}`,
    "# Where notifications of new messages go (they are sent once SMTP_URL is set too).",
    `NOTIFY_EMAIL_TO="${email}"`,
    "",
  ].join("\n");
}
