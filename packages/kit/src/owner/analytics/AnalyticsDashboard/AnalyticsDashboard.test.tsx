import { describe, expect, it, vi } from "vitest";
import { axeViolations, render, screen, within } from "../../../test/render";
import { useState } from "react";
import {
  emptySummary,
  fixturePaths,
  fixtureSiteUrl,
  incompleteSummary,
  sampleSummary,
  zeroBaselineSummary,
} from "../fixtures/summary";
import { AnalyticsDashboard } from "./AnalyticsDashboard";

const summary = sampleSummary(30);

describe("AnalyticsDashboard", () => {
  it("shows the title, the range buttons with 30 days pressed, and the two cards", async () => {
    const { container } = render(
      <AnalyticsDashboard summary={summary} range={30} onRangeChange={() => {}} timeZone="UTC" />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Analytics Dashboard" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Last 30 days" })).toHaveAttribute("aria-pressed", "true");
    const cards = screen
      .getAllByRole("term")
      .map((term) => [
        term.textContent,
        term.nextSibling?.textContent,
        term.nextSibling?.nextSibling?.textContent,
      ]);
    // The sample's previous period was quieter (fewer visits, the same visitors).
    const { previous } = summary;
    expect(previous.totalVisits).toBeLessThan(summary.totalVisits);
    const up = (now: number, before: number) =>
      `\u2191+${Math.round(((now - before) / before) * 100)}% vs previous 30 days`;
    expect(cards).toEqual([
      [
        "Total Visits",
        summary.totalVisits.toLocaleString("en-US"),
        up(summary.totalVisits, previous.totalVisits),
      ],
      [
        "Unique Visitors",
        summary.uniqueVisits.toLocaleString("en-US"),
        previous.uniqueVisits === summary.uniqueVisits
          ? "\u2192No change vs previous 30 days"
          : up(summary.uniqueVisits, previous.uniqueVisits),
      ],
    ]);
    expect(screen.getByText("2 visitors in the last 5 minutes")).toBeInTheDocument();
    expect(screen.getByText("Oct 24 – Nov 22, 2026 (UTC)")).toBeInTheDocument();
    expect(screen.getByRole("figure", { name: "Visits per day" })).toBeInTheDocument();
    expect(screen.getByRole("tablist", { name: "Breakdowns" })).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute("data-state", "ready");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says which days the figures leave out when the server could not count them", async () => {
    const incomplete = incompleteSummary(7);
    expect(incomplete.incompleteDays).toEqual(["2026-11-19"]);
    const { container } = render(
      <AnalyticsDashboard summary={incomplete} range={7} onRangeChange={() => {}} timeZone="UTC" />,
    );
    expect(screen.getByRole("note")).toHaveTextContent(
      "Incomplete: Nov 19 had more visits than could be counted in time, so it is left out of these figures. They are counted overnight; look again later.",
    );
    // The rest of the figures are shown as usual.
    expect(screen.getByText("Total Visits")).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute("data-state", "ready");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says which days reached the site's daily limit, and about how many events were not stored", async () => {
    const capped = { ...summary, cappedDays: [{ date: "2026-11-19", dropped: 12_350 }] };
    const { container } = render(
      <AnalyticsDashboard summary={capped} range={30} onRangeChange={() => {}} timeZone="UTC" />,
    );
    expect(screen.getByRole("note")).toHaveTextContent(
      "Daily limit reached: on Nov 19 the site stored as many events as it keeps in a day; about 12,350 more were counted but not stored, so these figures are low.",
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says nothing about incomplete days when every day was counted", () => {
    render(<AnalyticsDashboard summary={summary} range={30} onRangeChange={() => {}} />);
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("tells how many bot requests were filtered out", () => {
    render(<AnalyticsDashboard summary={{ ...summary, botCount: 12 }} range={30} onRangeChange={() => {}} />);
    expect(screen.getByText("12 requests from bots and crawlers filtered out.")).toBeInTheDocument();
  });

  it("asks the host for another range", async () => {
    const onRangeChange = vi.fn();
    const { user } = render(
      <AnalyticsDashboard summary={summary} range={30} onRangeChange={onRangeChange} />,
    );
    await user.click(screen.getByRole("button", { name: "Last 90 days" }));
    expect(onRangeChange).toHaveBeenCalledWith(90);
  });

  it("says 'Loading analytics...' while there is nothing to show", async () => {
    const { container } = render(<AnalyticsDashboard loading range={30} onRangeChange={() => {}} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading analytics...");
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Analytics Dashboard" })).toHaveAttribute("aria-busy", "true");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows 'Error: {message}' with a Retry button that keeps focus on the page", async () => {
    const onRetry = vi.fn();
    const { user, container } = render(
      <AnalyticsDashboard
        error="Failed to fetch analytics"
        onRetry={onRetry}
        range={30}
        onRangeChange={() => {}}
      />,
    );
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Error: Failed to fetch analytics");
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("heading", { name: "Analytics Dashboard" })).toHaveFocus();
  });

  it("shows zeros and empty breakdowns for a range nobody visited", async () => {
    const { container } = render(
      <AnalyticsDashboard summary={emptySummary(7)} range={7} onRangeChange={() => {}} />,
    );
    expect(container.firstElementChild).toHaveAttribute("data-state", "empty");
    expect(screen.getAllByRole("definition").map((d) => d.textContent)).toEqual([
      "0",
      "No visits in this or the previous 7 days",
      "0",
      "No visitors in this or the previous 7 days",
    ]);
    expect(screen.getByText("0 visitors in the last 5 minutes")).toBeInTheDocument();
    expect(screen.getByText("No visits to chart yet in this range.")).toBeInTheDocument();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("No visits in this range.");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("keeps the figures on screen while newer ones load", () => {
    render(<AnalyticsDashboard summary={summary} refreshing range={7} onRangeChange={() => {}} />);
    expect(screen.getByRole("status")).toHaveTextContent("Updating...");
    expect(screen.getByRole("tablist", { name: "Breakdowns" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Analytics Dashboard" })).toHaveAttribute("aria-busy", "true");
  });

  it("offers a Log out button when the host gives onLogout", async () => {
    const onLogout = vi.fn();
    const { user } = render(
      <AnalyticsDashboard summary={summary} range={30} onRangeChange={() => {}} onLogout={onLogout} />,
    );
    await user.click(screen.getByRole("button", { name: "Log out" }));
    expect(onLogout).toHaveBeenCalled();
  });

  it("says 'new' on the cards when the previous period had no visits, never a percentage", async () => {
    const { container } = render(
      <AnalyticsDashboard summary={zeroBaselineSummary(30)} range={30} onRangeChange={() => {}} />,
    );
    const changes = screen.getAllByRole("definition").filter((_, index) => index % 2 === 1);
    expect(changes.map((d) => d.textContent)).toEqual([
      "★New: no visits in the previous 30 days",
      "★New: no visitors in the previous 30 days",
    ]);
    expect(container.textContent).not.toMatch(/NaN|Infinity|∞/);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("offers the range's figures as a CSV download", () => {
    render(
      <AnalyticsDashboard
        summary={summary}
        range={30}
        onRangeChange={() => {}}
        exportHref="/api/analytics/export?days=30"
      />,
    );
    const link = screen.getByRole("link", { name: "Export CSV" });
    expect(link).toHaveAttribute("href", "/api/analytics/export?days=30");
    expect(link).toHaveAttribute("download");
  });

  it("has no export while the figures failed to load", () => {
    render(
      <AnalyticsDashboard
        error="Failed to fetch analytics"
        range={30}
        onRangeChange={() => {}}
        exportHref="/api/analytics/export?days=30"
      />,
    );
    expect(screen.queryByRole("link", { name: "Export CSV" })).not.toBeInTheDocument();
  });

  it("switches 'Don't count this browser' on and off, and says what it means", async () => {
    const onChange = vi.fn();
    function Host() {
      const [exclude, setExclude] = useState(false);
      return (
        <AnalyticsDashboard
          summary={summary}
          range={30}
          onRangeChange={() => {}}
          excludeThisBrowser={exclude}
          onExcludeThisBrowserChange={(next) => {
            onChange(next);
            setExclude(next);
          }}
        />
      );
    }
    const { user, container } = render(<Host />);
    const toggle = screen.getByRole("switch", { name: "Don't count this browser" });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      "Your visits from this browser are counted like anyone else's.",
    );
    await user.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription("Your visits from this browser are not counted.");
    expect(await axeViolations(container)).toEqual([]);
    toggle.focus();
    await user.keyboard(" ");
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(toggle).not.toBeChecked();
  });

  it("puts the tagged-link builder in the Campaigns tab when given the site's pages", async () => {
    const { user } = render(
      <AnalyticsDashboard
        summary={summary}
        range={30}
        onRangeChange={() => {}}
        linkBuilder={{ siteUrl: fixtureSiteUrl, paths: fixturePaths }}
      />,
    );
    await user.click(screen.getByRole("tab", { name: "Campaigns" }));
    expect(screen.getByRole("group", { name: "Tagged link for an application" })).toBeInTheDocument();
  });
});
