import { describe, expect, it } from "vitest";
import { axeViolations, render, screen } from "../../test/render";
import { SectionHeading } from "./SectionHeading";

describe("SectionHeading", () => {
  it("shows the eyebrow, the h2 and the lead", async () => {
    const { container } = render(
      <SectionHeading
        eyebrow="Experience"
        title="Where I have worked"
        lead="Ten years of shipping products."
        headingId="experience-heading"
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Where I have worked" })).toHaveAttribute(
      "id",
      "experience-heading",
    );
    expect(screen.getByText("Experience")).toBeInTheDocument();
    expect(screen.getByText("Ten years of shipping products.")).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("renders only the heading when there is no eyebrow or lead", () => {
    const { container } = render(<SectionHeading title="Skills" align="start" />);
    expect(screen.getByRole("heading", { level: 2, name: "Skills" })).toBeInTheDocument();
    expect(container.querySelectorAll("p")).toHaveLength(0);
  });
});
