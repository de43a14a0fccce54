import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";

const expectSecurityHeaders = (headers: Record<string, string>) => {
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBeTruthy();
  expect(headers["permissions-policy"]).toBeTruthy();
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  // Binding every subdomain to HTTPS (and the preload list) is the owner's choice, not the template's.
  expect(headers["strict-transport-security"]).not.toMatch(/includeSubDomains|preload/);
  expect(headers["permissions-policy"]).not.toContain("interest-cohort");
};

test("static pages carry the security headers and a strict script policy", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  expectSecurityHeaders(headers);
  const csp = headers["content-security-policy"]!;
  // This origin, plus the one inline script every page carries (packages/site/color-scheme.js) by its hash: no
  // other inline script can run.
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}='(;|$)/);
  expect(csp).not.toContain("unsafe-eval");
  expect(csp).toContain("require-trusted-types-for 'script'");
});

test("function answers carry the security headers too, are never indexed and never embedded elsewhere", async ({
  request,
}) => {
  for (const path of ["/api/health", "/api/session"]) {
    const headers = (await request.get(path)).headers();
    expectSecurityHeaders(headers);
    expect(headers["x-robots-tag"], path).toBe("noindex");
    expect(headers["cross-origin-resource-policy"], path).toBe("same-origin");
  }
});

test("owner pages and the message-sent page are not indexed", async ({ request }) => {
  for (const path of ["/admin/contacts", "/analytics", "/contact/sent"]) {
    const response = await request.get(path);
    expect(response.headers()["x-robots-tag"]).toContain("noindex");
  }
});

// The local Netlify CLI server answers static files with its own `Cache-Control: public, max-age=0`
// and ignores Cache-Control rules, so the rule itself is checked: hashed assets are cached for a year.
test("the build's _headers file caches hashed assets and fonts for a year", () => {
  const file = readFileSync("site/dist/_headers", "utf8");
  for (const path of ["/assets/*", "/fonts/*"]) {
    const rule = file.split(/\n(?=\/)/).find((block) => block.startsWith(`${path}\n`));
    expect(rule, `a rule for ${path}`).toContain("Cache-Control: public, max-age=31536000, immutable");
  }
});
