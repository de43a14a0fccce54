import { describe, expect, it } from "vitest";
import { staticHeaders } from "./static-headers.mjs";

/** The headers a path gets: Netlify applies every rule whose pattern matches it. */
function headersAt(file: string, at: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of file.trimEnd().split(/\n(?=\/)/)) {
    const [pattern, ...lines] = rule.split("\n");
    const matches = pattern!.endsWith("/*") ? at.startsWith(pattern!.slice(0, -1)) : at === pattern;
    if (!matches) continue;
    for (const line of lines) {
      const [name, ...value] = line.trim().split(": ");
      headers[name!] = value.join(": ");
    }
  }
  return headers;
}

describe("the static files' headers", () => {
  const file = staticHeaders({
    script: "document.documentElement.dataset.x = 1;",
    ownerPaths: ["/admin/contacts", "/analytics"],
    unlistedPaths: ["/contact/sent"],
  });

  it("give every file the security headers", () => {
    const headers = headersAt(file, "/projects/x");
    expect(headers["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Strict-Transport-Security"]).toBe("max-age=63072000");
    expect(headers["X-Robots-Tag"]).toBeUndefined();
  });

  it("keep owner pages, and anything under them, out of search results and caches", () => {
    for (const at of ["/analytics", "/analytics/applications", "/admin/contacts"]) {
      expect(headersAt(file, at)["X-Robots-Tag"], at).toBe("noindex, nofollow");
      expect(headersAt(file, at)["Cache-Control"], at).toBe("no-store");
    }
  });

  it("keep a page only a form post leads to out of search results", () => {
    expect(headersAt(file, "/contact/sent")["X-Robots-Tag"]).toBe("noindex, nofollow");
  });

  it("cache hashed assets and fonts for a year", () => {
    for (const at of ["/assets/public-abc.js", "/fonts/inter.woff2"])
      expect(headersAt(file, at)["Cache-Control"]).toBe("public, max-age=31536000, immutable");
  });
});
