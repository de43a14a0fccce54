import { describe, expect, it, vi } from "vitest";
import { axeViolations, render, screen } from "../../../test/render";
import { RangeSelector } from "./RangeSelector";

describe("RangeSelector", () => {
  it("offers the three ranges with the selected one pressed", async () => {
    const { container } = render(<RangeSelector value={30} onChange={() => {}} />);
    expect(screen.getByRole("group", { name: "Date range" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Last 7 days" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("button", { name: "Last 30 days" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Last 90 days" })).toHaveAttribute("aria-pressed", "false");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("reports a new range, and not the one already selected", async () => {
    const onChange = vi.fn();
    const { user } = render(<RangeSelector value={30} onChange={onChange} />);
    await user.click(screen.getByRole("button", { name: "Last 30 days" }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Last 7 days" }));
    expect(onChange).toHaveBeenCalledWith(7);
  });

  it("works from the keyboard", async () => {
    const onChange = vi.fn();
    const { user } = render(<RangeSelector value={30} onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole("button", { name: "Last 7 days" })).toHaveFocus();
    await user.keyboard("{Tab}{Tab}{Enter}");
    expect(onChange).toHaveBeenCalledWith(90);
  });
});
