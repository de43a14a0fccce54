/**
 * Content preview benchmark (prints figures; not a test; target: the preview shows a keystroke
 * within 200 ms). Serves the production build (`pnpm build` first) as a deploy does, logs in to
 * /admin/content in Debian's Chromium (a laptop's window, the preview beside the form), and types
 * into the Headline field one key at a time. Each key's time runs from its keydown in the page to
 * the mutation of the preview's frame that shows the headline as typed so far, measured in the
 * page. `--dev` measures `pnpm dev` instead (React's development build: several times slower).
 *
 *   pnpm bench:preview [keys] [--dev]
 */
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { ownFunctionsBuild } from "../e2e/helpers/dev-server";
import { LOCAL_ADMIN_PASSWORDS } from "../packages/site/build/local-passwords.mjs";
import { startBuiltSite } from "../scripts/built-site";
import { chromiumArgs, chromiumPath } from "../scripts/chromium";

const TARGET_MS = 200;
const keys = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 30);
const PORT = Number(process.env.BENCH_PREVIEW_PORT ?? 5391);
const base = `http://localhost:${PORT}`;
const dev = process.argv.includes("--dev");
// Each server's own: the built site refuses the dev server's password, as a deploy would.
const PASSWORD = dev ? LOCAL_ADMIN_PASSWORDS.dev : LOCAL_ADMIN_PASSWORDS.production;

/** `pnpm dev` on a copy of the content, as the editor's e2e spec starts it; answers how to stop it. */
async function startDev(): Promise<() => Promise<void>> {
  // In the workspace's root (gitignored): the dev server's watcher ignores folders elsewhere.
  const contentDir = mkdtempSync(path.resolve("e2e-content-bench-"));
  cpSync("site/content", contentDir, { recursive: true });
  const server = spawn(process.execPath, ["scripts/dev.mjs", "--port", String(PORT), "--strictPort"], {
    env: {
      ...process.env,
      PMFOLIO_CONTENT_DIR: contentDir,
      ADMIN_PASSWORD: PASSWORD,
      ...ownFunctionsBuild(PORT),
    },
    stdio: "ignore",
    detached: true,
  });
  const stop = async () => {
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      /* already gone */
    }
    rmSync(contentDir, { recursive: true, force: true });
  };
  const started = Date.now();
  while (
    !(await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() - started > 180_000) {
      await stop();
      throw new Error("bench:preview: the dev server did not answer in 3 minutes");
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return stop;
}

const stopServer = dev
  ? await startDev()
  : (await startBuiltSite({ port: PORT, env: { ADMIN_PASSWORD: PASSWORD } })).stop;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${base}/admin/content`);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  const headline = page.getByRole("textbox", { name: "Headline (English)" });
  await headline.waitFor({ timeout: 60_000 });
  const frame = page.frameLocator('iframe[title^="Preview of the home page"]');
  await frame.getByRole("heading", { level: 1 }).waitFor({ timeout: 60_000 });
  await headline.fill("");
  await headline.focus();

  // In the page: each keydown's time, and the time the preview first shows the field's value.
  await page.evaluate(() => {
    const field = document.activeElement as HTMLInputElement;
    const frameElement = document.querySelector<HTMLIFrameElement>(
      'iframe[title^="Preview of the home page"]',
    )!;
    const times: number[] = [];
    let pending: { at: number; text: string } | undefined;
    field.addEventListener("keydown", (event) => {
      pending = { at: event.timeStamp, text: field.value + event.key };
    });
    const observer = new MutationObserver(() => {
      if (!pending) return;
      const hero = frameElement.contentDocument!.querySelector("main")!.textContent ?? "";
      if (hero.includes(pending.text)) {
        times.push(performance.now() - pending.at);
        pending = undefined;
      }
    });
    observer.observe(frameElement.contentDocument!.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    Object.assign(window, { previewTimes: times });
  });
  const word = "Principal product manager for consumer subscriptions and growth ".slice(0, keys);
  for (const key of word) {
    const before = await page.evaluate(
      () => (window as unknown as { previewTimes: number[] }).previewTimes.length,
    );
    await page.keyboard.press(key === " " ? "Space" : key);
    // The next key waits for this one's preview, so each time is one keystroke's.
    await page.waitForFunction(
      (count) => (window as unknown as { previewTimes: number[] }).previewTimes.length > count,
      before,
      { timeout: 10_000 },
    );
  }
  const times = await page.evaluate(() => (window as unknown as { previewTimes: number[] }).previewTimes);
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  console.log(
    `\nPreview after a keystroke in Headline (English), ${times.length} keys, ${dev ? "pnpm dev" : "the production build"}, Chromium, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  console.log(
    `median ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms (target ${TARGET_MS} ms): ${at(0.95) <= TARGET_MS ? "within" : "over"}`,
  );
} finally {
  await browser.close();
  await stopServer();
}
