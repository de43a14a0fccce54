// The headers Netlify sends with the site's static files, written by the prerender to
// dist/_headers (Netlify's headers file in the publish folder). They are the package's, not the
// site's netlify.toml's: the script policy allows the inline colour scheme script by its hash, and a
// new version of this package that changes the script brings its new hash with it, so an upgrade
// never leaves an owner's deploy blocking its own script. Functions set their own headers
// (@pmfolio/netlify, http.ts).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { packageDir } from "./siteDir.mjs";

/** The Content-Security-Policy source that allows exactly this inline script and no other. */
export function scriptHashSource(script) {
  return `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
}

/** The colour scheme script every page carries inline (head.html). */
export const colorSchemeScript = () => readFileSync(path.join(packageDir, "color-scheme.js"), "utf8");

const YEAR = "public, max-age=31536000, immutable";

/**
 * The headers of every page: the script policy (scripts from 'self' and the one inline script's
 * hash), transport and framing. The static files get them from _headers; a page a function answers
 * (./tailored-pages.mjs) carries them itself.
 */
export function pageSecurityHeaders(script) {
  const policy = [
    "default-src 'self'",
    // This origin, and the one inline script by its hash. JSON-LD blocks are data.
    `script-src 'self' ${scriptHashSource(script)}`,
    // styled-components writes <style> elements.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // No script may write HTML or script URLs through a DOM sink (ADR 7).
    "require-trusted-types-for 'script'",
  ].join("; ");
  return {
    "Content-Security-Policy": policy,
    // Two years on this host only: `includeSubDomains; preload` would bind every subdomain of
    // the owner's domain to HTTPS for years, which is the owner's choice (README, Deploy).
    "Strict-Transport-Security": "max-age=63072000",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}

/**
 * The _headers file: security headers on every file; hashed assets and fonts cached for a year;
 * owner pages (and anything under them) and pages only a form post leads to never indexed, owner
 * pages never cached.
 */
export function staticHeaders({ script, ownerPaths, unlistedPaths }) {
  const rules = [
    ["/*", pageSecurityHeaders(script)],
    ["/assets/*", { "Cache-Control": YEAR }],
    ["/fonts/*", { "Cache-Control": YEAR }],
    ...ownerPaths.flatMap((route) =>
      [route, `${route}/*`].map((at) => [
        at,
        { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "no-store" },
      ]),
    ),
    ...unlistedPaths.map((route) => [route, { "X-Robots-Tag": "noindex, nofollow" }]),
  ];
  return rules
    .map(([at, values]) =>
      [at, ...Object.entries(values).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
    )
    .join("\n")
    .concat("\n");
}
