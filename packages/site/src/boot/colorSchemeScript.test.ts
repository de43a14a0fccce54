import { webcrypto } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { colorSchemeScript } from "@pmfolio/kit";
import { describe, expect, it } from "vitest";
import { staticHeaders } from "../../build/static-headers.mjs";
import { withColorSchemeScript, withSharedHead } from "../shell/documentHead";

// Every page carries packages/site/color-scheme.js inline at the top of <head>, so a stored choice applies
// before the first paint without a round trip. It must be the kit's script, byte for byte, so the
// choice it applies is the one the kit's toggle writes; and the CSP must allow it by its hash.
const packageDir = path.resolve(__dirname, "../..");
const read = (file: string) => readFileSync(path.join(packageDir, file), "utf8");

describe("packages/site/color-scheme.js", () => {
  const script = read("color-scheme.js");
  const assemble = (page: string) =>
    withColorSchemeScript(withSharedHead(read(page), read("head.html")), script);

  it("is the kit's colour scheme script", () => {
    expect(script).toBe(colorSchemeScript);
  });

  it.each(["index.html", "owner.html"])(
    "is inlined by %s as a classic script in <head>, before any stylesheet or module",
    (page) => {
      const html = assemble(page);
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head).toContain(`<script>${colorSchemeScript}</script>`);
      expect(head).toContain('<meta name="color-scheme" content="light dark" />');
      expect(head.indexOf(colorSchemeScript)).toBeLessThan(head.indexOf("<style>"));
      expect(head).not.toContain('src="/color-scheme.js"');
    },
  );

  it("is allowed by the static files' script policy by its hash, and nothing else inline is", async () => {
    // The hash as a browser computes it (Web Crypto, here Node's: jsdom's window has none), apart from the build's own code.
    const digest = await webcrypto.subtle.digest("SHA-256", new TextEncoder().encode(script));
    const hash = `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
    const headers = staticHeaders({ script, ownerPaths: [], unlistedPaths: [] });
    const scriptSources = /script-src ([^;\n]*)/.exec(headers)?.[1]?.split(" ");
    expect(scriptSources).toEqual(["'self'", hash]);
  });
});
