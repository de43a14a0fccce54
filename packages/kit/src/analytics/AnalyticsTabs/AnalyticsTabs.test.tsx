import type { AnalyticsSummary } from "@pmfolio/core";
import { describe, expect, it, vi } from "vitest";
import { axeViolations, render, screen, within } from "../../test/render";
import { emptySummary, sampleSummary } from "../fixtures/summary";
import { AnalyticsTabs } from "./AnalyticsTabs";

const summary: AnalyticsSummary = {
  ...sampleSummary(7),
  totalVisits: 8,
  uniqueVisits: 5,
  pageBreakdown: {
    "/": { totalVisits: 5, uniqueVisits: 4 },
    "/projects/magic-leap": { totalVisits: 3, uniqueVisits: 2 },
  },
  trafficSourceBreakdown: { LinkedIn: 2, Direct: 5, Google: 1 },
  deviceBreakdown: { mobile: 3, desktop: 4, tablet: 1 },
  browserBreakdown: { Chrome: 5, Safari: 3 },
  osBreakdown: { Windows: 4, iOS: 4 },
  recentVisits: [
    {
      id: "a",
      pageUrl: "/projects/magic-leap",
      browser: "Safari",
      os: "iOS",
      isMobile: true,
      isTablet: false,
      trafficSource: "LinkedIn",
      timestamp: "2026-11-22T15:04:00.000Z",
    },
    {
      id: "b",
      pageUrl: "/",
      browser: "Safari",
      os: "iOS",
      isMobile: true,
      isTablet: true,
      trafficSource: "Direct",
      timestamp: "2026-11-22T14:00:00.000Z",
    },
    {
      id: "c",
      pageUrl: "/",
      browser: "Chrome",
      os: "Windows",
      isMobile: false,
      isTablet: false,
      trafficSource: "Google",
      timestamp: "2026-11-22T13:00:00.000Z",
    },
  ],
};

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));

describe("AnalyticsTabs", () => {
  it("opens on Pages: total and unique visits per page", async () => {
    const { container } = render(<AnalyticsTabs summary={summary} />);
    expect(screen.getByRole("tab", { name: "Pages", selected: true })).toBeInTheDocument();
    expect(rowsOf(screen.getByRole("table", { name: "Visits per page" }))).toEqual([
      ["/", "5", "4"],
      ["/projects/magic-leap", "3", "2"],
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("sorts traffic sources largest first with their share to one decimal", async () => {
    const { user, container } = render(<AnalyticsTabs summary={summary} />);
    await user.click(screen.getByRole("tab", { name: "Traffic Sources" }));
    expect(rowsOf(screen.getByRole("table", { name: "Traffic sources" }))).toEqual([
      ["Direct", "5", "62.5%"],
      ["LinkedIn", "2", "25.0%"],
      ["Google", "1", "12.5%"],
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("counts mobile, desktop and tablet visits", async () => {
    const { user } = render(<AnalyticsTabs summary={summary} />);
    await user.click(screen.getByRole("tab", { name: "Devices" }));
    expect(rowsOf(screen.getByRole("table", { name: "Devices" }))).toEqual([
      ["Desktop", "4", "50.0%"],
      ["Mobile", "3", "37.5%"],
      ["Tablet", "1", "12.5%"],
    ]);
  });

  it("breaks visits down by browser and by operating system", async () => {
    const { user, container } = render(<AnalyticsTabs summary={summary} />);
    await user.click(screen.getByRole("tab", { name: "Browsers" }));
    expect(rowsOf(screen.getByRole("table", { name: "Browsers" }))).toEqual([
      ["Chrome", "5", "62.5%"],
      ["Safari", "3", "37.5%"],
    ]);
    expect(rowsOf(screen.getByRole("table", { name: "Operating systems" }))).toEqual([
      ["iOS", "4", "50.0%"],
      ["Windows", "4", "50.0%"],
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("lists recent visits: page, 'browser on os', Mobile/Tablet flag, source and time", async () => {
    const { user, container } = render(<AnalyticsTabs summary={summary} timeZone="UTC" />);
    await user.click(screen.getByRole("tab", { name: "Recent Visits" }));
    const items = within(screen.getByRole("list", { name: "Latest visits, newest first" })).getAllByRole(
      "listitem",
    );
    expect(items.map((item) => item.textContent)).toEqual([
      "/projects/magic-leapMobileSafari on iOSSource: LinkedInNov 22, 2026, 3:04 PM",
      "/TabletSafari on iOSSource: DirectNov 22, 2026, 2:00 PM",
      "/Chrome on WindowsSource: GoogleNov 22, 2026, 1:00 PM",
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("moves between tabs with the arrow keys", async () => {
    const onValueChange = vi.fn();
    const { user } = render(<AnalyticsTabs summary={summary} onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole("tab", { name: "Pages" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Traffic Sources" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Traffic Sources" })).toHaveAttribute("aria-selected", "true");
    expect(onValueChange).toHaveBeenLastCalledWith("sources");
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Recent Visits" })).toHaveFocus();
  });

  it("says so in every tab when nobody visited", async () => {
    const { user, container } = render(<AnalyticsTabs summary={emptySummary(7)} />);
    for (const name of ["Pages", "Traffic Sources", "Devices", "Browsers", "Recent Visits"]) {
      await user.click(screen.getByRole("tab", { name }));
      expect(screen.getByRole("tabpanel")).toHaveTextContent("No visits in this range.");
    }
    expect(await axeViolations(container)).toEqual([]);
  });
});
