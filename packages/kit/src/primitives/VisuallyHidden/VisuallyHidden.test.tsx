import { describe, expect, it } from "vitest";
import { render, screen } from "../../test/render";
import { NewTabNote, VisuallyHidden } from "./VisuallyHidden";

describe("VisuallyHidden", () => {
  it("adds to a link's accessible name", () => {
    render(
      <a href="/projects/magic-leap">
        Learn More <VisuallyHidden>about Magic Leap</VisuallyHidden>
      </a>,
    );
    expect(screen.getByRole("link", { name: "Learn More about Magic Leap" })).toBeInTheDocument();
  });

  it("tells that a link opens in a new tab", () => {
    render(
      <a href="https://example.com" target="_blank" rel="noopener noreferrer">
        Book a 30-minute meeting
        <NewTabNote />
      </a>,
    );
    expect(
      screen.getByRole("link", { name: "Book a 30-minute meeting (opens in a new tab)" }),
    ).toBeInTheDocument();
  });
});
