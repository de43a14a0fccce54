import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { render, screen } from "../../test/render";
import { Stack } from "./Stack";

describe("Stack", () => {
  it("lays its children out in a wrapping row with the theme's gap, on the element asked for", () => {
    const ref = createRef<HTMLElement>();
    render(
      <Stack as="ul" ref={ref} aria-label="Actions" gap={3}>
        <li>One</li>
        <li>Two</li>
      </Stack>,
    );
    const list = screen.getByRole("list", { name: "Actions" });
    expect(ref.current).toBe(list);
    expect(list).toHaveStyle({ display: "flex", flexWrap: "wrap", gap: "var(--pm-space-3)" });
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });

  it("takes a direction, a pair of gaps, alignment and no wrapping", () => {
    render(
      <Stack
        direction="column"
        gap={[2, 4]}
        wrap={false}
        align="baseline"
        justify="between"
        data-testid="stack"
      >
        <span>One</span>
      </Stack>,
    );
    expect(screen.getByTestId("stack")).toHaveStyle({
      flexDirection: "column",
      alignItems: "baseline",
      justifyContent: "space-between",
      gap: "var(--pm-space-2) var(--pm-space-4)",
    });
    expect(screen.getByTestId("stack")).not.toHaveStyle({ flexWrap: "wrap" });
  });
});
