import { describe, expect, it } from "vitest";
import { axeViolations, render, screen, within } from "../../test/render";
import { emptySummary, sampleSummary } from "../fixtures/summary";
import { describeVisits, VisitsChart } from "./VisitsChart";

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

  it("says so when nobody visited", async () => {
    const { container } = render(<VisitsChart data={emptySummary(30).visitsPerDay} />);
    expect(screen.getByRole("figure")).toHaveAccessibleDescription("No visits in this range.");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("describes an empty series too", () => {
    expect(describeVisits([])).toBe("No visits in this range.");
  });
});
