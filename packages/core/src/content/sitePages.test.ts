import { describe, expect, it } from "vitest";
import { countedPaths, isOwnerPath, sitePages, sitePagesIn } from "./sitePages";
import type { PostSummary } from "../writing/posts";
import type { Project } from "./types";

const withPage = { slug: "coach", title: "Coach", page: { role: "PM" } } as unknown as Project;
const withoutPage = { slug: "card", title: "Card" } as unknown as Project;
/** The paths counted in the default language for a site of `withPage`, with no posts. */
const countedInDefault = [
  "/",
  "/projects/coach",
  "/resume",
  "/admin/contacts",
  "/analytics",
  "/admin/content",
];

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
    expect(countedPaths([withPage])).toEqual(countedInDefault);
  });
});

describe("sitePagesIn", () => {
  it("gives every public and utility page in each language, under /{language}/, and the owner's only in the default", () => {
    const pages = sitePagesIn(["en", "de"], () => [withPage]);
    expect(
      pages.filter((page) => page.language === "de").map((page) => [page.path, page.defaultPath]),
    ).toEqual([
      ["/de/", "/"],
      ["/de/projects/coach", "/projects/coach"],
      ["/de/resume", "/resume"],
      ["/de/contact/sent", "/contact/sent"],
    ]);
    expect(pages.filter((page) => page.access === "owner").map((page) => page.language)).toEqual([
      "en",
      "en",
      "en",
    ]);
  });

  it("counts views on every language's pages, normalised as page views are", () => {
    expect(countedPaths([withPage], ["en", "de"])).toEqual([
      ...countedInDefault,
      "/de",
      "/de/projects/coach",
      "/de/resume",
    ]);
  });
});

describe("the writing's pages", () => {
  const post = (slug: string, tags: string[]) => ({ slug, tags }) as unknown as PostSummary;
  const launch = post("launch", ["Launch", "Product Strategy"]);
  const metrics = post("metrics", ["Metrics", "product strategy"]);

  it("are the list, each post and each tag's posts, after the projects; none without posts", () => {
    const pages = sitePages([withPage], [launch, metrics]);
    expect(pages.slice(1, 8).map((page) => page.path)).toEqual([
      "/projects/coach",
      "/writing",
      "/writing/launch",
      "/writing/metrics",
      "/writing/tags/launch",
      "/writing/tags/product-strategy",
      "/writing/tags/metrics",
    ]);
    const strategy = pages.find((page) => page.path === "/writing/tags/product-strategy")!.page;
    const tags = ["Launch", "Product Strategy", "Metrics"];
    expect(strategy).toEqual({ kind: "tag", tag: "Product Strategy", posts: [launch, metrics], tags });
    expect(pages.find((page) => page.path === "/writing")!.page).toEqual({
      kind: "writing",
      posts: [launch, metrics],
      tags,
    });
    expect(sitePages([withPage], []).some((page) => page.path.startsWith("/writing"))).toBe(false);
  });

  it("are in each language that has posts, and counted by the posts' slugs", () => {
    const pages = sitePagesIn(
      ["en", "de"],
      () => [],
      (language) => (language === "de" ? [launch] : []),
    );
    expect(pages.filter((page) => page.path.includes("writing")).map((page) => page.path)).toEqual([
      "/de/writing",
      "/de/writing/launch",
      "/de/writing/tags/launch",
      "/de/writing/tags/product-strategy",
    ]);
    expect(countedPaths([], ["en", "de"], new Map([["de", ["launch"]]])).slice(-2)).toEqual([
      "/de/writing",
      "/de/writing/launch",
    ]);
  });
});

describe("isOwnerPath", () => {
  it("knows the owner's pages and anything under /admin/, however the path is written", () => {
    for (const path of [
      "/admin/contacts",
      "/analytics",
      "/admin/content",
      "/analytics/",
      "/admin/contacts?x=1",
      "/admin/new",
    ])
      expect(isOwnerPath(path), path).toBe(true);
    for (const path of ["/", "/resume", "/projects/analytics", "/de/", "/administration", "/analytics-talk"])
      expect(isOwnerPath(path), path).toBe(false);
  });
});
