import { afterFrames, expect, test } from "./fixtures";
import { expectSectionAtOffset, expectToComeToRest } from "./helpers/scroll";

test.describe("routes", () => {
  const routes: Array<[string, RegExp | string]> = [
    ["/", "Jordan Lee"],
    ["/projects/personal-cloud", "Personal Cloud Storage"],
    ["/projects/mobile-self-service", "Mobile Self-Service"],
    ["/projects/magic-leap", "Magic Leap Enterprise Partners"],
    ["/projects/interview-coach", "Interview Coach"],
    ["/does-not-exist", "404 Page Not Found"],
  ];
  for (const [path, heading] of routes) {
    test(`${path} renders its heading`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    });
  }

  test("the admin pages ask for the admin password", async ({ page }) => {
    for (const path of ["/admin/contacts", "/analytics"]) {
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

  for (const [label, id] of [
    ["About", "about"],
    ["Experience", "experience"],
    ["Projects", "projects"],
    ["Skills", "skills"],
  ] as const) {
    test(`${label} scrolls to #${id}, 80 px below the top`, async ({ page }) => {
      await page.goto("/");
      await page.getByRole("navigation", { name: "Primary" }).getByRole("link", { name: label }).click();
      await expectSectionAtOffset(page, id);
    });
  }

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

  test("past 100 px the navbar background turns more opaque and nothing else changes", async ({ page }) => {
    await page.goto("/");
    const nav = page.locator("header").first();
    const snapshot = () =>
      nav.evaluate((el) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return {
          background: style.backgroundColor,
          state:
            el.getAttribute("data-state") ?? el.querySelector("[data-state]")?.getAttribute("data-state"),
          height: box.height,
          top: box.top,
          text: (el as HTMLElement).innerText,
          color: style.color,
          shadow: style.boxShadow,
          border: style.borderBottomColor,
        };
      });
    const atTop = await snapshot();
    await page.evaluate(() => window.scrollTo({ top: 99, behavior: "instant" }));
    await afterFrames(page);
    expect((await snapshot()).background).toBe(atTop.background);
    await page.evaluate(() => window.scrollTo({ top: 150, behavior: "instant" }));
    await expect.poll(async () => (await snapshot()).background).not.toBe(atTop.background);
    const scrolled = await snapshot();
    expect({ ...scrolled, background: "", state: "" }).toEqual({ ...atTop, background: "", state: "" });
  });
});

test.describe("mobile menu on narrow screens", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("opens a sheet, traps focus, closes on Escape and on choosing an entry", async ({ page }) => {
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await expect(menuButton).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Primary" }).getByRole("link", { name: "Skills" }),
    ).toBeHidden();

    await menuButton.click();
    const sheet = page.getByRole("dialog", { name: "Navigation Menu" });
    await expect(sheet).toBeVisible();
    for (const label of ["Home", "About", "Experience", "Projects", "Skills", "Contact"]) {
      await expect(sheet.getByRole("link", { name: label })).toBeVisible();
    }

    // Focus stays inside the sheet however far we tab.
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press("Tab");
      expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await page
      .getByRole("dialog", { name: "Navigation Menu" })
      .getByRole("link", { name: "Projects" })
      .click();
    await expect(page.getByRole("dialog", { name: "Navigation Menu" })).toBeHidden();
    await expectSectionAtOffset(page, "projects");
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
