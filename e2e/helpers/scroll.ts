import { expect, type Page } from "@playwright/test";

/** How long a value must hold once reached before a smooth scroll counts as over. */
const REST_MS = 400;

/**
 * Expects `read` to reach `expected` and keep it. Smooth scrolling can start late on a busy
 * machine (and a scroll to a hash starts 100 ms after the route changes), so two equal readings
 * do not prove it is over: wait for the value to arrive, then check that it stays.
 */
export async function expectToComeToRest<T>(read: () => Promise<T>, expected: T) {
  await expect.poll(read, { intervals: [100], timeout: 20_000 }).toBe(expected);
  await new Promise((resolve) => setTimeout(resolve, REST_MS));
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
  return expectToComeToRest(() => sectionTop(page, id), 80);
}
