import { test as base, type Browser, type BrowserContext, type Page } from "@playwright/test";

export * from "@playwright/test";

declare global {
  interface Window {
    /** Set by the hook below once React has committed the page (hydration included). */
    __pmCommitted?: boolean;
  }
}

/**
 * Owner pages arrive prerendered as a locked shell and hydrate later; a click then does what the
 * HTML alone does (the production suite checks that). These tests are about the app, so after each
 * load of an owner page they wait for React's first commit, which React reports to the
 * developer-tools hook in production builds too. Public pages are documents: their behaviours are
 * attached by the time the page has loaded, and the contact form's island reports its commit the
 * same way once a visitor starts to use it (helpers/contact-form.ts).
 */
function reportCommits() {
  if ("__REACT_DEVTOOLS_GLOBAL_HOOK__" in window) return;
  Object.defineProperty(window, "__REACT_DEVTOOLS_GLOBAL_HOOK__", {
    value: {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onScheduleFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      onCommitFiberRoot: () => {
        window.__pmCommitted = true;
      },
    },
  });
}

/** The pages that are the owner's React app; every other page is a document. */
const OWNER_PAGES = ["/admin/contacts", "/analytics", "/admin/content"];

/** Waits until React on the page (the owner app, or the contact island) has committed its first render. */
export async function appReady(page: Page) {
  await page.waitForFunction(() => window.__pmCommitted === true);
}

/** Waits until the page's main thread has been idle twice: work it had queued has run. */
export async function afterIdle(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))),
  );
}

/** Waits for two rendered frames: a change that a scroll or a click causes has been painted. */
export async function afterFrames(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

const prepared = new WeakSet<BrowserContext>();

/** Waits for the owner app after a load of an owner page; a public page is ready once loaded. */
async function readyAfterLoad(page: Page) {
  if (OWNER_PAGES.includes(new URL(page.url()).pathname)) await appReady(page);
}

/** Every page of the context reports React's commits, and its goto and reload wait for the owner app. */
async function waitForAppOnLoads(context: BrowserContext) {
  if (prepared.has(context)) return;
  prepared.add(context);
  await context.addInitScript(reportCommits);
  const wrap = (page: Page) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await readyAfterLoad(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await readyAfterLoad(page);
      return response;
    };
  };
  context.pages().forEach(wrap);
  context.on("page", wrap);
}

/** Playwright's `test`, with every page, also of contexts a test opens itself, waiting for the owner app after it loads. */
export const test = base.extend<object, { browser: Browser }>({
  context: async ({ context }, provide) => {
    await waitForAppOnLoads(context);
    await provide(context);
  },
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        await waitForAppOnLoads(context);
        return context;
      };
      await provide(browser);
    },
    { scope: "worker" },
  ],
});
