import { describe, expect, it } from "vitest";
import { axeViolations, render, screen, within } from "../../../test/render";
import { emptySummary, sampleSummary } from "../fixtures/summary";
import { axisTicks, describeVisits, VisitsChart } from "./VisitsChart";

describe("VisitsChart", () => {
  it("describes the bars in words: total, range and busiest day", async () => {
    const data = [
      { date: "2026-11-20", visits: 3, uniqueVisitors: 2 },
      { date: "2026-11-21", visits: 12, uniqueVisitors: 9 },
      { date: "2026-11-22", visits: 1, uniqueVisitors: 1 },
    ];
    const { container } = render(<VisitsChart data={data} />);
    const figure = screen.getByRole("figure", { name: "Visits per day" });
    expect(figure).toHaveAccessibleDescription(
      "16 visits from Nov 20 to Nov 22, 2026. Busiest day: Nov 21, with 12 visits.",
    );
    expect(container.querySelectorAll("rect")).toHaveLength(3);
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("has every day as a table, newest first, behind a disclosure", async () => {
    const { user } = render(<VisitsChart data={sampleSummary(7).visitsPerDay} />);
    await user.click(screen.getByText("Show as a table"));
    const table = screen.getByRole("table");
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(8);
    expect(within(rows[1]!).getByRole("rowheader")).toHaveTextContent("Nov 22, 2026");
    expect(
      within(rows[0]!)
        .getAllByRole("columnheader")
        .map((c) => c.textContent),
    ).toEqual(["Date", "Visits", "Unique visitors"]);
  });

  it("says so when nobody visited, instead of an axis", async () => {
    const { container } = render(<VisitsChart data={emptySummary(30).visitsPerDay} />);
    expect(screen.getByRole("figure")).toHaveAccessibleDescription("No visits in this range.");
    expect(screen.getByText("No visits to chart yet in this range.")).toBeVisible();
    expect(container.querySelector("svg")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("describes an empty series too", () => {
    expect(describeVisits([])).toBe("No visits in this range.");
  });

  it("labels the y-axis with three distinct whole numbers, whatever the busiest day", () => {
    for (let max = 0; max <= 2500; max += 1) {
      const ticks = axisTicks(max);
      expect(new Set(ticks).size).toBe(3);
      for (const tick of ticks) expect(Number.isInteger(tick)).toBe(true);
      expect(ticks[0]).toBeGreaterThanOrEqual(max);
    }
    expect(axisTicks(1)).toEqual([2, 1, 0]);
    expect(axisTicks(7)).toEqual([8, 4, 0]);
    expect(axisTicks(37)).toEqual([40, 20, 0]);
    expect(axisTicks(1000)).toEqual([1000, 500, 0]);
  });

  it("shows the axis a one-visit day gets: 2, 1, 0", () => {
    const { container } = render(
      <VisitsChart data={[{ date: "2026-11-22", visits: 1, uniqueVisitors: 1 }]} />,
    );
    const axis = container.querySelector("[aria-hidden='true'] > span")!.parentElement!;
    expect([...axis.children].map((tick) => tick.textContent)).toEqual(["2", "1", "0"]);
  });
});
