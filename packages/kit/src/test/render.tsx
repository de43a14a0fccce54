import { render as rtlRender, type RenderOptions, type RenderResult } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import axe from "axe-core";
import type { ReactElement, ReactNode } from "react";
import { PortfolioProvider } from "../theme/PortfolioProvider";

function Providers({ children }: { children: ReactNode }) {
  return <PortfolioProvider>{children}</PortfolioProvider>;
}

/** Renders inside the kit's providers and returns a userEvent instance with the result. */
export function render(
  ui: ReactElement,
  options?: Omit<RenderOptions, "wrapper">,
): RenderResult & { user: UserEvent } {
  const user = userEvent.setup();
  return { user, ...rtlRender(ui, { wrapper: Providers, ...options }) };
}

let axeQueue: Promise<unknown> = Promise.resolve();

/**
 * Runs axe on a container and returns the violations (ids and target selectors),
 * so a test can `expect(await axeViolations(container)).toEqual([])`.
 * Colour contrast is checked in the browser (stories), where layout and colours are real.
 */
export async function axeViolations(container: Element) {
  // axe takes one run at a time per window: a run still going when its test timed out would
  // otherwise fail the next test's check with "Axe is already running".
  const run = axeQueue.then(() =>
    axe.run(container, {
      rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
    }),
  );
  axeQueue = run.catch(() => undefined);
  const results = await run;
  return results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }));
}

export * from "@testing-library/react";
