import { describe, expect, it } from "vitest";
import { renderPage } from "./page-html.mjs";

/** The SSR entry's part renderPage reads, for a site in English whose owner chose German. */
const server = {
  privateRoutes: ["/admin/contacts"],
  ownerLocale: "de",
  languageOf: (route: string) => ({ language: "en", path: route }),
  htmlAttributes: (language: string) => ({ lang: language, dir: "ltr" }),
  contentIn: () => ({ site: { url: "https://example.com" }, profile: { name: "Ada" } }),
  ogLocale: (language: string) => language,
  headFor: (route: string) => ({
    title: "Ada",
    description: "Ada's site.",
    path: route,
    ogType: "website",
    noindex: true,
    locale: "en_US",
    alternates: [],
    feeds: [],
  }),
  render: async () => ({ html: "<main>Ada</main>", styleTags: "" }),
};

const template =
  '<!doctype html>\n<html lang="en">\n<head><title>x</title></head>\n<body><div id="root"></div></body>\n</html>';

describe("a page's <html lang>", () => {
  it("is the owner's language on an owner page, whatever the site's", async () => {
    const page = await renderPage(server, template, "/admin/contacts", "https://example.com");
    expect(page).toContain('<html lang="de" dir="ltr">');
  });

  it("is the page's own language on every other page", async () => {
    const page = await renderPage(server, template, "/", "https://example.com");
    expect(page).toContain('<html lang="en" dir="ltr">');
  });
});
