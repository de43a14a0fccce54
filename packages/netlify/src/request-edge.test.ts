import { describe, expect, it } from "vitest";
import { fromOtherSite, fromOwnOrigin } from "./request-edge";

const at = (headers: Record<string, string>) =>
  new Request("https://owner.example/api/contact", { method: "POST", headers });

describe("the request edge's site rules", () => {
  it.each([
    [{ "Sec-Fetch-Site": "cross-site" }, true, false],
    // A sibling origin (blog.owner.example) may run code this site does not control.
    [{ "Sec-Fetch-Site": "same-site" }, true, false],
    [{ "Sec-Fetch-Site": "same-origin" }, false, true],
    [{ "Sec-Fetch-Site": "none" }, false, false],
    [{ Origin: "https://evil.example" }, true, false],
    [{ Origin: "null" }, true, false],
    [{ Origin: "https://owner.example" }, false, true],
    [{}, false, false],
  ])("%o: from another site %s, from the own pages %s", (headers, other, own) => {
    expect(fromOtherSite(at(headers))).toBe(other);
    expect(fromOwnOrigin(at(headers))).toBe(own);
  });
});
