/**
 * The content editor end to end in `pnpm dev`, the one place a publish writes the files on disk:
 * this spec starts a dev server of its own on a copy of the content (PMFOLIO_CONTENT_DIR), so the
 * repository's site/content is never touched, and the rest of the suite keeps the built site.
 */
import AxeBuilder from "@axe-core/playwright";
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { deflateSync } from "node:zlib";
import path from "node:path";
import { expect, test as playwrightTest, type Page } from "@playwright/test";
import { E2E_PORT } from "../playwright.config";
import { LOCAL_ADMIN_PASSWORDS } from "../packages/site/build/local-passwords.mjs";
import { ownFunctionsBuild } from "./helpers/dev-server";
import { gitAsOwner } from "../netlify/tests/helpers/content-folder";

/** Its own port: E2E_DEV_PORT, else the one after the suite's two servers and a gap. */
const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? E2E_PORT + 20);
const base = `http://localhost:${DEV_PORT}`;
const PASSWORD = LOCAL_ADMIN_PASSWORDS.dev;

/**
 * The copy is made in the workspace's root (gitignored): Vite's dev server fails to load the
 * content module when PMFOLIO_CONTENT_DIR is outside the workspace, in a hidden folder or under
 * test-results/ (which its watcher ignores).
 */
const COPY_PREFIX = "e2e-content-";
let contentDir = "";
let server: ChildProcess | undefined;

// The dev server sends owner pages with an empty root: each step waits for what it needs on screen.
const test = playwrightTest.extend({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide) => provide(base),
});
test.describe.configure({ mode: "serial" });
test.use({ reducedMotion: "reduce" });

async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch(`${base}/api/health`)).ok;
  } catch {
    return false;
  }
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  contentDir = mkdtempSync(path.resolve(COPY_PREFIX));
  cpSync("site/content", contentDir, { recursive: true });
  // A dev server left on the port by an interrupted run would answer for this one, on other content.
  if (await serverAnswers()) throw new Error(`Something already answers on port ${DEV_PORT}: stop it first.`);
  server = spawn(process.execPath, ["scripts/dev.mjs", "--port", String(DEV_PORT), "--strictPort"], {
    env: {
      ...process.env,
      PMFOLIO_CONTENT_DIR: contentDir,
      ADMIN_PASSWORD: PASSWORD,
      ...ownFunctionsBuild(DEV_PORT),
    },
    // Its output goes to a log in the copy's folder's sibling, read when a test fails.
    stdio: ["ignore", openSync(`${contentDir}.log`, "w"), openSync(`${contentDir}.log`, "a")],
    detached: true,
  });
  await expect.poll(serverAnswers, { timeout: 150_000, intervals: [500] }).toBe(true);
});

test.afterAll(() => {
  // The dev command runs pnpm, which runs Vite: end the whole group this spec started.
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
  if (contentDir) rmSync(contentDir, { recursive: true, force: true });
});

const profileFile = () => path.join(contentDir, "profile.json");

// After a change the editor checks every content file in a deferred render of the whole form
// ("Checking…"). With the machine at a load average of 12 on two cores that took over 10 s, so
// what waits for the check's outcome waits up to a minute.
const checked = { timeout: 60_000 };

// The sample site has two languages, so each text shows both, labelled "Headline (English)" and
// "Headline (Deutsch)"; the headline is one string for both, so publishing the English one keeps it so.
async function openEditor(page: Page) {
  await page.goto("/admin/content");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit content" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Headline (English)" })).toBeVisible({ timeout: 30_000 });
}

test("changing the headline and publishing writes only that field to disk, and the home page shows it", async ({
  page,
}) => {
  const before = readFileSync(profileFile(), "utf8");
  const oldHeadline = (JSON.parse(before) as { headline: string }).headline;
  await openEditor(page);
  // Logged in: from here on, any page this tab loads notes whether it ever showed the login form.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('input[type="password"]')) sessionStorage.setItem("login-form-shown", "yes");
    }).observe(document, { childList: true, subtree: true });
  });
  const headline = page.getByRole("textbox", { name: "Headline (English)" });
  await headline.fill("Principal Product Manager");
  const published = page.waitForResponse(
    (response) => response.url().endsWith("/api/content") && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  // The dev server reloads every open page once a content file changes, the editor's too, so the
  // answer's status is read from the network, not the page's message (the component tests check it).
  expect((await published).status()).toBe(200);
  // The page the dev server reloaded still says where the publish went.
  await expect(page.getByText("Saved to content/profile.json on disk.")).toBeVisible({ timeout: 30_000 });
  // The reloaded page waited for the session check without showing the owner the login form.
  expect(await page.evaluate(() => sessionStorage.getItem("login-form-shown"))).toBeNull();

  const after = readFileSync(profileFile(), "utf8");
  const changed = after.split("\n").filter((line, index) => line !== before.split("\n")[index]);
  expect(changed).toEqual([`  "headline": "Principal Product Manager",`]);
  expect(after.replace("Principal Product Manager", oldHeadline)).toBe(before);

  await expect(async () => {
    await page.goto("/");
    await expect(page.getByText("Principal Product Manager").first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
});

test("a publish is undone from its message after the reload: the file is back byte for byte", async ({
  page,
}) => {
  const before = readFileSync(profileFile(), "utf8");
  await openEditor(page);
  await page.getByRole("textbox", { name: "Headline (English)" }).fill("Head of Product");
  // The dev server reloads the editor once the file changes: the undo is pressed on the page it loaded.
  let reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect.poll(() => readFileSync(profileFile(), "utf8"), checked).not.toBe(before);
  await reloaded;
  await expect(page.getByText("Saved to content/profile.json on disk.")).toBeVisible(checked);

  reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: "Undo this publish" }).click();
  await expect.poll(() => readFileSync(profileFile(), "utf8"), checked).toBe(before);
  await reloaded;
  await expect(
    page.getByText("Undone: content/profile.json is as before that publish, on disk."),
  ).toBeVisible(checked);
  await expect(page.getByRole("button", { name: "Undo this publish" })).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "Headline (English)" })).not.toHaveValue("Head of Product");
});

test("a version from a file's History is restored in two clicks, byte for byte, as the owner committed it", async ({
  page,
}) => {
  // The owner's own repository around the content, committed after each publish as she would.
  const git = gitAsOwner(contentDir);
  git("init", "-q", "-b", "main");
  git("add", ".");
  git("commit", "-q", "-m", "Start");
  await openEditor(page);
  let reloaded: Promise<unknown>;
  const publishHeadline = async (headline: string) => {
    await page.getByRole("textbox", { name: "Headline (English)" }).fill(headline);
    reloaded = page.waitForEvent("load");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect.poll(() => readFileSync(profileFile(), "utf8"), checked).toContain(headline);
    await reloaded;
    await expect(page.getByText("Saved to content/profile.json on disk.")).toBeVisible(checked);
  };
  await publishHeadline("Director of Product");
  git("commit", "-q", "-am", "First headline");
  const first = readFileSync(profileFile(), "utf8");
  await publishHeadline("VP of Product");
  git("commit", "-q", "-am", "Second headline");

  reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: "History of Profile and links" }).click();
  const versions = page.getByRole("dialog", { name: "Versions of content/profile.json" });
  await versions
    .getByRole("listitem")
    .filter({ hasText: "First headline" })
    .getByRole("button", { name: "Restore this version" })
    .click();
  await expect.poll(() => readFileSync(profileFile(), "utf8"), checked).toBe(first);
  await reloaded;
  await expect(page.getByText(/^Restored: content\/profile\.json is as it was on /)).toBeVisible(checked);
  await expect(page.getByRole("textbox", { name: "Headline (English)" })).toHaveValue("Director of Product");
});

test("the preview beside the form follows the typing, in the language, colours and width the owner picks", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openEditor(page);
  const preview = page.getByRole("complementary", { name: "Preview" });
  const frame = page.frameLocator('iframe[title^="Preview of the home page"]');
  // Beside the form on a wide screen: the form's column ends left of the preview's.
  const form = await page.getByRole("navigation", { name: "Parts of the content" }).boundingBox();
  const aside = await preview.boundingBox();
  expect(form!.x + form!.width).toBeLessThanOrEqual(aside!.x);
  await expect(frame.getByRole("heading", { level: 1 })).toContainText("Jordan Lee");

  await page.getByRole("textbox", { name: "Headline (English)" }).fill("Preview-minded product manager");
  await expect(frame.getByText("Preview-minded product manager").first()).toBeVisible();

  // The colours are the frame's own: dark there, the editor's page as it was.
  const background = (locator: ReturnType<typeof page.locator>) =>
    locator.evaluate((body) => getComputedStyle(body).backgroundColor);
  const editorBefore = await background(page.locator("body"));
  const light = await background(frame.locator("body"));
  await preview.getByRole("radio", { name: "Dark" }).check();
  await expect.poll(() => background(frame.locator("body"))).not.toBe(light);
  expect(await background(page.locator("body"))).toBe(editorBefore);

  // A phone's width shows the menu button; a desktop's, drawn smaller, the navigation's entries.
  const menu = frame.getByRole("button", { name: /menu/i }).or(frame.getByRole("link", { name: /menu/i }));
  await expect(menu.first()).toBeVisible();
  await preview.getByRole("radio", { name: "Desktop" }).check();
  await expect(menu.first()).toBeHidden();
  expect(await frame.locator("body").evaluate((body) => body.ownerDocument.defaultView!.innerWidth)).toBe(
    1280,
  );

  await preview.getByRole("combobox", { name: "Language" }).selectOption("de");
  await expect(frame.locator("html")).toHaveAttribute("lang", "de");
});

test("creating a post and publishing writes its Markdown file with the front matter to disk", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const file = path.join(contentDir, "posts", "launch-retrospective.md");
  await openEditor(page);
  const posts = page.getByRole("region", { name: "Posts" });
  await posts.getByRole("textbox", { name: "New post's title" }).fill("Launch retrospective");
  await expect(posts.getByRole("textbox", { name: "Its address" })).toHaveValue("launch-retrospective");
  await posts.getByRole("button", { name: "Create post" }).click();
  await posts.getByRole("textbox", { name: "Summary" }).fill("What a launch taught us.");
  await posts.getByRole("textbox", { name: "Text (Markdown)" }).fill("## What we learned\n\nShip small.");
  await expect(
    posts.getByRole("region", { name: "Preview" }).getByRole("heading", { name: /^What we learned/ }),
  ).toBeVisible();
  const published = page.waitForResponse(
    (response) => response.url().endsWith("/api/content") && response.request().method() === "POST",
  );
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeEnabled(checked);
  // The dev server reloads the editor once the file is written: the test ends on the page it
  // loaded, as the owner does (a context closed mid-reload, with the preview's frame being made,
  // hung Chromium's teardown for minutes on a busy machine).
  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  expect((await published).status()).toBe(200);
  const today = new Date().toISOString().slice(0, 10);
  expect(readFileSync(file, "utf8")).toBe(
    `---\ntitle: Launch retrospective\ndate: ${today}\nsummary: What a launch taught us.\n---\n\n## What we learned\n\nShip small.`,
  );
  await reloaded;
  await expect(page.getByText("Saved to content/posts/launch-retrospective.md on disk.")).toBeVisible(
    checked,
  );
});

/**
 * What showing an error adds to the editor: the summary at the top, the field marked invalid and
 * the texts that describe it (axe still computes names from the whole page).
 */
const errorParts = (page: Page) =>
  page.evaluate(() => {
    const field = document.querySelector('[aria-invalid="true"]')!;
    const summary = document.querySelector('[role="region"] > h2[id$="-heading"]')!.parentElement!;
    const described = (field.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
    return ['[aria-invalid="true"]', ...[summary.id, ...described].map((id) => `#${CSS.escape(id)}`)];
  });

// The light scheme gets every rule; the dark one changes only colours, so it gets the rules that read
// colours. With an error shown, only what the error added is audited again: a full audit walks every
// field of every content file, minutes on a busy two-core machine.
for (const scheme of ["light", "dark"] as const) {
  test(`the editor has no axe violations in the ${scheme} scheme, with an error shown`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.emulateMedia({ colorScheme: scheme });
    await openEditor(page);
    const axe = (parts: string[] = []) => {
      const builder = new AxeBuilder({ page });
      for (const part of parts) builder.include(part);
      return scheme === "light"
        ? builder.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze()
        : builder.withRules(["color-contrast", "link-in-text-block"]).analyze();
    };
    const violations = async (parts?: string[]) =>
      (await axe(parts)).violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      );
    expect(await violations(), "editor").toEqual([]);
    await page.getByRole("textbox", { name: "Address (URL)" }).first().fill("not an address");
    await expect(page.getByRole("region", { name: /1 problem to fix/ })).toBeVisible(checked);
    expect(await violations(await errorParts(page)), "editor with an error").toEqual([]);
  });
}

test("works from the keyboard: the error summary's link moves focus, and a moved project keeps focus on its button", async ({
  page,
}) => {
  // Every keystroke re-checks every content file: slow on a busy two-core machine.
  test.setTimeout(180_000);
  await openEditor(page);
  const address = page.getByRole("textbox", { name: "Address (URL)" }).first();
  await address.fill("not an address");
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeDisabled();
  const link = page.getByRole("region", { name: /1 problem to fix/ }).getByRole("link");
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(address).toBeFocused();
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await address.fill("https://jordan-lee-pm.netlify.app");
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeDisabled();

  // Chromium names "Move down" and its visually hidden rest with a space between them.
  const button = (move: string, at: number, title: string) =>
    page.getByRole("button", { name: new RegExp(`^Move ${move}\\s*: Project ${at}: ${title}$`) });
  const down = button("down", 1, ".+");
  const title = (await down.textContent())!
    .replace(/^Move down: Project 1: /, "")
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await down.focus();
  await page.keyboard.press("Enter");
  await expect(button("down", 2, title)).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(button("up", 2, title)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(button("down", 1, title)).toBeFocused();
  await expect(page.getByText("No changes to publish.")).toBeVisible();
});

/** A real PNG of one colour (`width` × `height`), made here: signature, IHDR, IDAT, IEND. */
function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The editor opened, at its portrait's group, for a test that uploads (slow on a busy machine). */
async function openPortrait(page: Page) {
  test.setTimeout(180_000);
  await openEditor(page);
  return page.getByRole("group", { name: "Portrait", exact: true });
}

test("uploading a portrait stores the PNG beside the content, asks for its alt text, and the home page shows it after Publish", async ({
  page,
}) => {
  const portrait = await openPortrait(page);
  const publish = page.getByRole("button", { name: "Publish", exact: true });
  await portrait.getByLabel("Upload portrait").setInputFiles({
    name: "Jordan at work.png",
    mimeType: "image/png",
    buffer: solidPng(48, 36, [15, 118, 110]),
  });
  await expect(portrait.getByRole("status")).toHaveText(
    /^Uploaded images\/jordan-at-work-[0-9a-f]{8}\.png \(48 × 36\)\. Describe it in the alt text below\.$/,
    { timeout: 30_000 },
  );
  const stored = /images\/jordan-at-work-[0-9a-f]{8}\.png/.exec(
    (await portrait.getByRole("status").textContent()) ?? "",
  )![0];
  expect(existsSync(path.join(contentDir, stored))).toBe(true);
  // Focus went to the alt text, which an uploaded image needs before anything is published.
  const alt = portrait.getByRole("textbox", { name: "Alt text (English)" });
  await expect(alt).toBeFocused();
  await alt.fill("");
  await expect(publish).toBeDisabled();
  await expect(portrait.getByText("alt text is required")).toBeVisible(checked);
  await alt.fill("Jordan Lee at a whiteboard");
  await expect(publish).toBeEnabled(checked);
  await publish.click();
  await expect(page.getByText("Saved to content/profile.json on disk.")).toBeVisible({ timeout: 30_000 });
  const profile = JSON.parse(readFileSync(profileFile(), "utf8")) as { portrait: Record<string, unknown> };
  expect(profile.portrait).toMatchObject({ src: `/${stored}`, width: 48, height: 36 });

  await expect(async () => {
    await page.goto("/");
    const image = page.locator(`img[src="/${stored}"]`).first();
    await expect(image).toBeVisible({ timeout: 2000 });
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);
  }).toPass({ timeout: 30_000 });
  // The browser took the WebP the dev server makes of the PNG, as the build writes it.
  const shown = page.locator(`img[src="/${stored}"]`).first();
  expect(await shown.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(
    `/${stored.replace(/\.png$/, ".webp")}`,
  );
  const webp = await page.request.get(`/${stored.replace(/\.png$/, ".webp")}`);
  expect([webp.status(), webp.headers()["content-type"]]).toEqual([200, "image/webp"]);
});

test("the media library deletes the unused images: of two uploads, the one the portrait shows remains", async ({
  page,
}) => {
  const portrait = await openPortrait(page);
  const upload = async (name: string, rgb: [number, number, number]) => {
    await portrait.getByLabel("Upload portrait").setInputFiles({
      name,
      mimeType: "image/png",
      buffer: solidPng(40, 30, rgb),
    });
    await expect(portrait.getByRole("status")).toHaveText(
      new RegExp(`^Uploaded images/${name.slice(0, 5)}`),
      {
        timeout: 30_000,
      },
    );
    return /images\/[a-z0-9-]+\.png/.exec((await portrait.getByRole("status").textContent()) ?? "")![0];
  };
  const first = await upload("first-pick.png", [200, 40, 40]);
  const used = await upload("final-pick.png", [40, 40, 200]);
  await portrait.getByRole("textbox", { name: "Alt text (English)" }).fill("Jordan, smiling");
  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await reloaded;
  await expect(page.getByText("Saved to content/profile.json on disk.")).toBeVisible(checked);

  const images = page.getByRole("region", { name: "Images" });
  const item = (path: string) => images.getByRole("listitem").filter({ hasText: path });
  await expect(item(first)).toContainText("Not used");
  await expect(item(used)).toContainText("Used in profile.json");
  // The list, its thumbnails and its controls, and the portrait's choice of them, as axe reads them.
  const [regionName, portraitId] = [
    await images.getAttribute("aria-labelledby"),
    await portrait.getAttribute("id"),
  ];
  expect(regionName && portraitId).toBeTruthy();
  const region = `section[aria-labelledby="${regionName}"]`;
  const audit = await new AxeBuilder({ page })
    .include(region)
    .include(`[id="${portraitId}"]`)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  expect(
    audit.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(" ")}`),
  ).toEqual([]);
  await images.getByRole("button", { name: "Delete unused images" }).click();
  const dialog = page.getByRole("dialog", { name: /^Delete \d+ unused images?\?$/ });
  await expect(dialog.getByRole("listitem").filter({ hasText: first })).toBeVisible();
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(images.getByText(/^Deleted \d+ unused images?\.$/)).toBeVisible(checked);
  await expect(images.getByText("Every image is used.")).toBeVisible();

  expect(readdirSync(path.join(contentDir, "images"))).toEqual([used.slice("images/".length)]);
  expect(JSON.parse(readFileSync(profileFile(), "utf8")).portrait.src).toBe(`/${used}`);
});
