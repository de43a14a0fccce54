import { describe, expect, it } from "vitest";
import { countedPaths, sitePages } from "./sitePages";
import type { Project } from "./types";

const withPage = { slug: "coach", title: "Coach", page: { role: "PM" } } as unknown as Project;
const withoutPage = { slug: "card", title: "Card" } as unknown as Project;

describe("sitePages", () => {
  it("gives a project with a page its own path, after the home page, and none to a card", () => {
    expect(sitePages([withoutPage, withPage]).map((page) => [page.path, page.access])).toEqual([
      ["/", "public"],
      ["/projects/coach", "public"],
      ["/resume", "public"],
      ["/contact/sent", "utility"],
      ["/admin/contacts", "owner"],
      ["/analytics", "owner"],
      ["/admin/content", "owner"],
    ]);
  });

  it("counts views on the public and owner pages, not on the page only a form post reaches", () => {
    expect(countedPaths([withPage])).toEqual([
      "/",
      "/projects/coach",
      "/resume",
      "/admin/contacts",
      "/analytics",
      "/admin/content",
    ]);
  });
});
