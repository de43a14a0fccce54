import { readFileSync } from "node:fs";
import path from "node:path";
import { colorSchemeScript } from "@pmfolio/kit";
import { describe, expect, it } from "vitest";

// index.html loads /color-scheme.js in <head>: a file from the site's own origin, because the
// CSP (script-src 'self') allows no inline script. It must be the kit's script, byte for byte,
// so the stored choice it applies is the one the kit's toggle writes.
const siteRoot = path.resolve(__dirname, "../..");

describe("site/public/color-scheme.js", () => {
  const file = readFileSync(path.join(siteRoot, "public/color-scheme.js"), "utf8");
  const indexHtml = readFileSync(path.join(siteRoot, "index.html"), "utf8");

  it("is the kit's colour scheme script", () => {
    expect(file).toBe(colorSchemeScript);
  });

  it("is loaded as a classic blocking script in <head>, before any stylesheet or module", () => {
    const head = indexHtml.slice(0, indexHtml.indexOf("</head>"));
    expect(head).toContain('<script src="/color-scheme.js"></script>');
    expect(head).toContain('<meta name="color-scheme" content="light dark" />');
    expect(head.indexOf("/color-scheme.js")).toBeLessThan(head.indexOf("<style>"));
  });
});
