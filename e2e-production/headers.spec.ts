import { expect, test } from "@playwright/test";

const expectSecurityHeaders = (headers: Record<string, string>) => {
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBeTruthy();
  expect(headers["permissions-policy"]).toBeTruthy();
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
};

test("static pages carry the security headers and a strict script policy", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  expectSecurityHeaders(headers);
  const csp = headers["content-security-policy"]!;
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  expect(csp).not.toContain("unsafe-eval");
});

test("function answers carry the security headers too", async ({ request }) => {
  const response = await request.get("/api/health");
  expectSecurityHeaders(response.headers());
});

test("owner pages are not indexed", async ({ request }) => {
  for (const path of ["/admin/contacts", "/analytics"]) {
    const response = await request.get(path);
    expect(response.headers()["x-robots-tag"]).toContain("noindex");
  }
});

test("hashed assets are cached for a year", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(asset).toBeTruthy();
  const response = await request.get(asset!);
  expect(response.headers()["cache-control"]).toContain("immutable");
});
