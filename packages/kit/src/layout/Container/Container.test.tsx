import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { render, screen } from "../../test/render";
import { Container } from "./Container";

describe("Container", () => {
  it("renders its content at the default width", () => {
    render(<Container data-testid="container">Content</Container>);
    expect(screen.getByTestId("container")).toHaveTextContent("Content");
    expect(screen.getByTestId("container")).toHaveAttribute("data-width", "default");
  });

  it("offers a narrower reading width and forwards its ref", () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <Container ref={ref} width="narrow">
        Article
      </Container>,
    );
    expect(ref.current).toHaveAttribute("data-width", "narrow");
  });
});
