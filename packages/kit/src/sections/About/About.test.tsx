import { describe, expect, it } from "vitest";
import { sampleAbout } from "../../fixtures";
import { axeViolations, render, screen } from "../../test/render";
import { About } from "./About";

describe("About", () => {
  it("tells the story beside the highlight numbers", async () => {
    const { container } = render(<About about={sampleAbout} />);
    const region = screen.getByRole("region", { name: sampleAbout.heading });
    expect(region).toHaveAttribute("id", "about");
    expect(screen.getByRole("heading", { level: 2, name: sampleAbout.heading })).toBeVisible();
    for (const paragraph of sampleAbout.paragraphs) expect(screen.getByText(paragraph)).toBeVisible();
    expect(screen.getAllByRole("term").map((t) => t.textContent)).toEqual(
      sampleAbout.highlights?.map((h) => h.label),
    );
    expect(screen.getByText("25M+")).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("tells the story alone when the content has no highlights", async () => {
    const { highlights: _highlights, ...withoutHighlights } = sampleAbout;
    const { container } = render(<About about={withoutHighlights} />);
    expect(screen.getByRole("heading", { level: 2, name: sampleAbout.heading })).toBeVisible();
    expect(screen.queryByRole("term")).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows no highlight grid when there are none", async () => {
    const { container } = render(<About about={{ ...sampleAbout, highlights: [] }} eyebrow="Hello" />);
    expect(screen.queryByRole("term")).not.toBeInTheDocument();
    expect(screen.getByText("Hello")).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });
});
