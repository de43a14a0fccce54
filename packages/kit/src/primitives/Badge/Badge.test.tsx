import { describe, expect, it } from "vitest";
import { axeViolations, render, screen } from "../../test/render";
import { Badge } from "./Badge";

describe("Badge", () => {
  it("shows its status text; the icon and dot are decoration", async () => {
    const { container } = render(
      <p>
        <Badge tone="warning" icon="clock">
          In Development
        </Badge>
        <Badge tone="success" dot>
          Current
        </Badge>
      </p>,
    );
    expect(screen.getByText("In Development")).toHaveAttribute("data-tone", "warning");
    expect(screen.getByText("Current")).toHaveAttribute("data-tone", "success");
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("defaults to the primary tone", () => {
    render(<Badge>In Progress</Badge>);
    expect(screen.getByText("In Progress")).toHaveAttribute("data-tone", "primary");
  });
});
