import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";

// The writing's pages on the built site, in each of the sample's languages: the home page's
// section and the navigation lead to the list, the list to a post and its tags, a post to its
// neighbours, its notes and its other language, and every language announces its feeds. The
// pages are documents: they work before and without any script.
const languages = [
  {
    lang: "en",
    prefix: "",
    writing: "Writing",
    primary: "Primary",
    allPosts: "All writing",
    tag: "Product Strategy",
    tagged: "Posts tagged “Product Strategy”",
    titles: [
      "What counts as an activated family",
      "How I write a PRD",
      "Family sharing, a year on: a launch retrospective",
    ],
    prd: "how-i-write-a-prd",
    table: "Table",
    other: { lang: "de", prefix: "/de", name: "Deutsch", prd: "So schreibe ich ein PRD" },
  },
  {
    lang: "de",
    prefix: "/de",
    writing: "Artikel",
    primary: "Hauptnavigation",
    allPosts: "Alle Artikel",
    tag: "Produktstrategie",
    tagged: "Artikel mit dem Schlagwort „Produktstrategie“",
    titles: [
      "Wann eine Familie als aktiviert gilt",
      "So schreibe ich ein PRD",
      "Ein Jahr Familienfreigabe: Rückblick auf einen Produktstart",
    ],
    prd: "how-i-write-a-prd",
    table: "Tabelle",
    other: { lang: "en", prefix: "", name: "English", prd: "How I write a PRD" },
  },
] as const;

const postTitles = (scope: Locator) => scope.getByRole("article").getByRole("heading").allTextContents();

for (const language of languages)
  test.describe(`writing (${language.lang})`, () => {
    test("the home page lists the latest three posts, and the navigation leads to all of them", async ({
      page,
    }) => {
      await page.goto(`${language.prefix}/`);
      const section = page.getByRole("region", { name: language.writing });
      expect(await postTitles(section)).toEqual(language.titles);
      await expect(section.getByRole("link", { name: language.allPosts })).toHaveAttribute(
        "href",
        `${language.prefix}/writing`,
      );
      await page
        .getByRole("navigation", { name: language.primary })
        .getByRole("link", { name: language.writing })
        .click();
      await expect(page).toHaveURL(`${language.prefix}/writing`);
      await expect(page.getByRole("heading", { level: 1, name: language.writing })).toBeVisible();
      expect(await postTitles(page.getByRole("main"))).toEqual(language.titles);
    });

    test("a tag's page lists its posts and marks itself among the tags", async ({ page }) => {
      await page.goto(`${language.prefix}/writing`);
      await page.getByRole("link", { name: language.tag, exact: true }).first().click();
      await expect(page.getByRole("heading", { level: 1, name: language.tagged })).toBeVisible();
      await expect(page.getByRole("link", { name: language.tag, exact: true }).first()).toHaveAttribute(
        "aria-current",
        "page",
      );
      expect(await postTitles(page.getByRole("main"))).toEqual(language.titles);
    });

    test("a post links its headings, notes and neighbours, and its other language", async ({ page }) => {
      await page.goto(`${language.prefix}/writing/${language.prd}`);
      const article = page.getByRole("article", { name: language.titles[1] });
      await expect(article.getByRole("heading", { level: 1 })).toHaveText(language.titles[1]);
      await expect(article.locator("time").first()).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
      // Each section's own link leads to it.
      const heading = article.locator("h2[id]").first();
      const id = await heading.getAttribute("id");
      await heading.getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      // The note's number leads to the note, and the note back to its number.
      await article.locator("a[data-footnote-ref]").first().click();
      await expect(page).toHaveURL(/#user-content-fn-/);
      await expect(page.locator(":target")).toBeVisible();
      // Newest first: the PRD post's next post is the newer one, its previous the older.
      await expect(article.getByRole("link", { name: new RegExp(language.titles[0]) })).toHaveAttribute(
        "rel",
        "next",
      );
      await expect(article.getByRole("link", { name: new RegExp(language.titles[2]) })).toHaveAttribute(
        "rel",
        "prev",
      );
      await page.getByRole("link", { name: language.other.name }).first().click();
      await expect(page).toHaveURL(`${language.other.prefix}/writing/${language.prd}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(language.other.prd);
    });

    test("a post's table, code and picture keep their place and can be reached by keyboard", async ({
      page,
    }) => {
      await page.goto(`${language.prefix}/writing/family-sharing-launch-retrospective`);
      const table = page.getByRole("region", { name: language.table });
      await expect(table).toHaveAttribute("tabindex", "0");
      await expect(table.getByRole("table")).toBeVisible();
      await page.goto(`${language.prefix}/writing/what-counts-as-an-activated-family`);
      await expect(page.locator("article pre")).toHaveAttribute("tabindex", "0");
      const picture = page.locator("article img[loading=lazy]").first();
      await expect(picture).toHaveAttribute("width", /^\d+$/);
      await expect(picture).toHaveAttribute("height", /^\d+$/);
      expect(await picture.getAttribute("alt")).not.toBe("");
    });

    test("every page announces the language's feeds, and they hold its posts", async ({ page, request }) => {
      await page.goto(`${language.prefix}/`);
      for (const type of ["application/rss+xml", "application/atom+xml"]) {
        const href = await page.locator(`link[rel=alternate][type="${type}"]`).getAttribute("href");
        const response = await request.get(new URL(href!).pathname);
        expect(response.status(), href!).toBe(200);
        const xml = await response.text();
        for (const title of language.titles) expect(xml, href!).toContain(title.replace(/&/g, "&amp;"));
      }
    });
  });
