import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { axeViolations, render, screen } from "../../test/render";
import { Card } from "./Card";

describe("Card", () => {
  it("renders the chosen element with its content", async () => {
    const { container } = render(
      <Card element="article" aria-labelledby="card-title">
        <h3 id="card-title">Personal Cloud</h3>
      </Card>,
    );
    expect(screen.getByRole("article", { name: "Personal Cloud" })).toHaveAttribute("data-padding", "md");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("marks interactive cards and forwards its ref", () => {
    const ref = createRef<HTMLElement>();
    render(
      <Card ref={ref} interactive padding="none">
        Body
      </Card>,
    );
    expect(ref.current).toHaveAttribute("data-interactive", "true");
    expect(ref.current).toHaveAttribute("data-padding", "none");
  });
});
