import { iconNames } from "@pmfolio/core";
import { describe, expect, it } from "vitest";
import { axeViolations, render, screen } from "../../test/render";
import { Icon } from "./Icon";

describe("Icon", () => {
  it.each(iconNames)("draws %s", (name) => {
    const { container } = render(<Icon name={name} />);
    const svg = container.querySelector(`svg[data-icon="${name}"]`);
    expect(svg).not.toBeNull();
    expect(svg?.querySelectorAll("path, circle, rect").length).toBeGreaterThan(0);
  });

  it("is hidden from assistive technology without a title", async () => {
    const { container } = render(
      <p>
        <Icon name="mail" /> Email
      </p>,
    );
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("is an image named by its title", async () => {
    const { container } = render(<Icon name="linkedin" title="LinkedIn" />);
    expect(screen.getByRole("img", { name: "LinkedIn" })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("takes a size in pixels or CSS units", () => {
    const { container } = render(
      <>
        <Icon name="check" size={16} />
        <Icon name="check" size="2em" />
      </>,
    );
    const [small, relative] = container.querySelectorAll("svg");
    expect(small).toHaveAttribute("width", "16");
    expect(relative).toHaveAttribute("height", "2em");
  });
});
