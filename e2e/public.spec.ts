import { afterFrames, expect, test } from "./fixtures";
import { pageLanguages } from "./helpers/page-languages";
import { expectSectionAtOffset, expectToComeToRest } from "./helpers/scroll";

// The public pages' behaviours hold in each of the sample's languages (helpers/page-languages.ts).
const languages = pageLanguages;

test.describe("routes", () => {
  // Each public page's heading is in its HTML (e2e-production/static-html.spec.ts) and on its screenshot
  // (visual/pages.spec.ts): the public pages are documents, so the browser shows what the HTML holds.
  test("the admin pages ask for the admin password", async ({ page }) => {
    for (const path of ["/admin/contacts", "/analytics", "/admin/content"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Admin Access Required" })).toBeVisible();
      await expect(page.getByLabel("Password")).toHaveAttribute("placeholder", "Enter admin password");
    }
  });

  test("the not-found page offers a way home", async ({ page }) => {
    await page.goto("/no/such/page");
    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1, name: "Jordan Lee" })).toBeVisible();
  });
});

test.describe("section navigation on wide screens", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  // One load of the page per language: each entry is chosen in turn, from wherever the last one left
  // the page, as a reader moves through it.
  for (const language of languages)
    test(`each section entry scrolls to its section, 80 px below the top (${language.lang})`, async ({
      page,
    }) => {
      await page.goto(language.home);
      for (const id of ["about", "experience", "projects", "skills"] as const) {
        const label = language.sections[id];
        await test.step(`${label} scrolls to #${id}`, async () => {
          await page
            .getByRole("navigation", { name: language.primary })
            .getByRole("link", { name: label })
            .click();
          await expectSectionAtOffset(page, id);
        });
      }
    });

  test("Get In Touch scrolls to the contact section", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Get In Touch" }).click();
    // The contact section is near the bottom: it comes to rest 80 px below the top unless the page ends first.
    const resting = () =>
      page.evaluate(() => {
        const top = Math.round(document.getElementById("contact")!.getBoundingClientRect().top);
        const atBottom =
          Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
        return top === 80 || atBottom;
      });
    await expectToComeToRest(page, resting, true);
    await expect(page.getByRole("button", { name: "Send Message" })).toBeInViewport();
  });

  test("footer links scroll to their sections", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("navigation", { name: "Footer" });
    await footer.getByRole("link", { name: "Skills" }).click();
    await expectSectionAtOffset(page, "skills");
    await footer.getByRole("link", { name: "Home" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
  });

  test("from a project page, a nav entry goes to /#section and scrolls there", async ({ page }) => {
    await page.goto("/projects/magic-leap");
    await page.getByRole("navigation", { name: "Primary" }).getByRole("link", { name: "Skills" }).click();
    await expect(page).toHaveURL("/#skills");
    await expectSectionAtOffset(page, "skills");
  });

  test("'Back to Projects' returns to the projects section", async ({ page }) => {
    await page.goto("/projects/personal-cloud");
    await page.getByRole("link", { name: "Back to Projects" }).click();
    await expect(page).toHaveURL("/#projects");
    await expectSectionAtOffset(page, "projects");
  });

  test("a hash in the address on load scrolls to that section", async ({ page }) => {
    await page.goto("/#skills");
    await expectSectionAtOffset(page, "skills");
  });

  test("an unknown section only logs 'Section not found'", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/#nowhere");
    await expect.poll(() => errors).toContain("Section not found");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  for (const { lang, home } of languages)
    for (const colorScheme of ["light", "dark"] as const) {
      test(`past 100 px only the bar's background changes: transparent to a solid surface with a hairline, text AA in both (${colorScheme}, ${lang})`, async ({
        page,
      }) => {
        await page.emulateMedia({ colorScheme });
        await page.goto(home);
        const nav = page.locator("header").first();
        // Every computed property of the bar, once its transitions (if any) have ended: the spec
        // lets only the background change past 100 px, so any other difference is a failure.
        const snapshot = () =>
          nav.evaluate(async (el) => {
            await Promise.all(
              el
                .getAnimations()
                .filter((animation) => animation instanceof CSSTransition)
                .map((animation) => animation.finished),
            );
            const style = getComputedStyle(el);
            const all: Record<string, string> = {};
            for (const name of Array.from(style)) all[name] = style.getPropertyValue(name);
            const box = el.getBoundingClientRect();
            const entry = el.querySelector("[data-pm-nav-inline] a")!;
            return {
              all,
              page: getComputedStyle(document.body).backgroundColor,
              entry: getComputedStyle(entry).color,
              box: [box.top, box.left, box.width, box.height],
              text: (el as HTMLElement).innerText,
            };
          });
        await afterFrames(page);
        const atTop = await snapshot();
        expect([atTop.all["background-color"], atTop.all["background-size"]]).toEqual([
          "rgba(0, 0, 0, 0)",
          "100% 0px",
        ]);
        // Transparent: the entries are read on the page's own background.
        expect(contrast(atTop.entry, atTop.page)).toBeGreaterThanOrEqual(4.5);

        await page.evaluate(() => window.scrollTo({ top: 99, behavior: "instant" }));
        await afterFrames(page);
        expect((await snapshot()).all["background-color"]).toBe(atTop.all["background-color"]);
        await page.evaluate(() => window.scrollTo({ top: 150, behavior: "instant" }));
        await expect.poll(async () => (await snapshot()).all["background-size"]).toBe("100% 1px");
        await afterFrames(page);
        const scrolled = await snapshot();
        const background = scrolled.all["background-color"]!;
        expect(alpha(background)).toBe(1);
        // The hairline: a gradient of one opaque colour along the bottom edge, part of the background.
        expect(scrolled.all["background-image"]).toMatch(/^linear-gradient\((rgb\([^)]*\)), \1\)$/);
        expect(scrolled.all["background-position"]).toBe("50% 100%");
        expect(contrast(scrolled.entry, background)).toBeGreaterThanOrEqual(4.5);
        // Nothing but background-* changes: no border, no shadow, no size, no content.
        const changed = Object.keys(scrolled.all).filter((name) => scrolled.all[name] !== atTop.all[name]);
        expect(changed.filter((name) => !name.startsWith("background-"))).toEqual([]);
        expect(changed.sort()).toEqual(["background-color", "background-size"]);
        expect([scrolled.box, scrolled.text]).toEqual([atTop.box, atTop.text]);
      });
    }
});

/** The alpha of a computed `rgb()`/`rgba()` colour. */
function alpha(color: string) {
  const parts = color.match(/[\d.]+/g)!.map(Number);
  return parts.length === 4 ? parts[3] : 1;
}

/** WCAG contrast ratio of two opaque computed colours. */
function contrast(a: string, b: string) {
  const luminance = (color: string) => {
    const [r, g, bl] = color
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((v) => {
        const c = Number(v) / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

test.describe("mobile menu on narrow screens", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const { lang, home, primary, openMenu, menu, other, sections } of languages)
    test(`opens a sheet, traps focus, closes on Escape and on choosing an entry (${lang})`, async ({
      page,
    }) => {
      await page.goto(home);
      const menuButton = page.getByRole("button", { name: openMenu });
      await expect(menuButton).toBeVisible();
      await expect(
        page.getByRole("navigation", { name: primary }).getByRole("link", { name: sections.skills }),
      ).toBeHidden();

      await menuButton.click();
      const sheet = page.getByRole("dialog", { name: menu });
      await expect(sheet).toBeVisible();
      for (const label of Object.values(sections)) {
        await expect(sheet.getByRole("link", { name: label })).toBeVisible();
      }
      // The same page in the other language, a plain link named in its own language.
      await expect(sheet.getByRole("link", { name: other })).toHaveAttribute("hreflang", /^(en|de)$/);

      // Focus stays inside the sheet however far we tab.
      for (let i = 0; i < 10; i += 1) {
        await page.keyboard.press("Tab");
        expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }

      await page.keyboard.press("Escape");
      await expect(sheet).toBeHidden();
      await expect(menuButton).toBeFocused();

      await menuButton.click();
      await page.getByRole("dialog", { name: menu }).getByRole("link", { name: sections.projects }).click();
      await expect(page.getByRole("dialog", { name: menu })).toBeHidden();
      await expectSectionAtOffset(page, "projects");
    });

  test("the open sheet keeps the page still: wheel and scroll keys do not move it, and closing keeps the place", async ({
    page,
  }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: "instant" }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    // Each input is counted when it reaches the page; two frames later a scroll it caused has begun.
    await page.evaluate(() => {
      const w = window as unknown as { inputs: number };
      w.inputs = 0;
      const count = () => (w.inputs += 1);
      window.addEventListener("wheel", count, { capture: true, passive: true });
      window.addEventListener("keydown", count, { capture: true });
    });
    let sent = 0;
    const expectStillAt300 = async () => {
      sent += 1;
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { inputs: number }).inputs))
        .toBe(sent);
      await afterFrames(page);
      expect(await page.evaluate(() => window.scrollY)).toBe(300);
    };

    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Navigation Menu" });
    await expect(sheet).toBeVisible();
    // The dimmed area left of the sheet.
    await page.mouse.move(30, 500);
    await page.mouse.wheel(0, 400);
    await expectStillAt300();
    await sheet.getByRole("link", { name: "Experience" }).focus();
    for (const key of ["PageDown", "Space", "ArrowDown", "End"]) {
      await page.keyboard.press(key);
      await expectStillAt300();
    }

    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await afterFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
    // The same wheel moves the page once the sheet is closed: the inputs above were real.
    await page.mouse.move(30, 500);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  test("closes when the window widens to the inline entries, leaving focus on the first of them", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Navigation Menu" });
    await expect(sheet).toBeVisible();

    await page.setViewportSize({ width: 1024, height: 844 });
    await expect(sheet).toBeHidden();
    const nav = page.getByRole("navigation", { name: "Primary" });
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toBeFocused();
    // Nothing of the sheet is left blocking the page.
    await nav.getByRole("link", { name: "Skills" }).click();
    await expectSectionAtOffset(page, "skills");
  });
});
