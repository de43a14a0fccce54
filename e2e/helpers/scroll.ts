import { expect, type Page } from "@playwright/test";

/**
 * Expects `read` to reach `expected` and keep it. Smooth scrolling can start late on a busy
 * machine (and a scroll to a hash starts 100 ms after the route changes), so two equal readings
 * do not prove it is over: wait for the value to arrive, then check that it is still there after
 * two more rendered frames, in which a scroll still under way would have moved it.
 */
export async function expectToComeToRest<T>(page: Page, read: () => Promise<T>, expected: T) {
  await expect.poll(read, { intervals: [100], timeout: 20_000 }).toBe(expected);
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  expect(await read()).toBe(expected);
}

/** The section's distance from the top of the viewport, in whole px. */
export function sectionTop(page: Page, id: string) {
  return page.evaluate((sectionId) => {
    const el = document.getElementById(sectionId);
    return el ? Math.round(el.getBoundingClientRect().top) : Number.NaN;
  }, id);
}

/** Expects the section to come to rest 80 px below the top, clear of the fixed navigation bar. */
export function expectSectionAtOffset(page: Page, id: string) {
  return expectToComeToRest(page, () => sectionTop(page, id), 80);
}
