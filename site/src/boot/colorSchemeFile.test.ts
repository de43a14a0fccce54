import { readFileSync } from "node:fs";
import path from "node:path";
import { colorSchemeScript } from "@pmfolio/kit";
import { describe, expect, it } from "vitest";
import { withSharedHead } from "../shell/documentHead";

// Every page loads /color-scheme.js in <head>: a file from the site's own origin, because the
// CSP (script-src 'self') allows no inline script. It must be the kit's script, byte for byte,
// so the stored choice it applies is the one the kit's toggle writes.
const siteRoot = path.resolve(__dirname, "../..");

describe("site/public/color-scheme.js", () => {
  const file = readFileSync(path.join(siteRoot, "public/color-scheme.js"), "utf8");
  const headFile = readFileSync(path.join(siteRoot, "head.html"), "utf8");
  const indexHtml = withSharedHead(readFileSync(path.join(siteRoot, "index.html"), "utf8"), headFile);
  const ownerHtml = withSharedHead(readFileSync(path.join(siteRoot, "owner.html"), "utf8"), headFile);

  it("is the kit's colour scheme script", () => {
    expect(file).toBe(colorSchemeScript);
  });

  it.each([
    ["index.html", indexHtml],
    ["owner.html", ownerHtml],
  ])("is loaded by %s as a classic blocking script in <head>, before any stylesheet or module", (_, html) => {
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('<script src="/color-scheme.js"></script>');
    expect(head).toContain('<meta name="color-scheme" content="light dark" />');
    expect(head.indexOf("/color-scheme.js")).toBeLessThan(head.indexOf("<style>"));
  });
});
