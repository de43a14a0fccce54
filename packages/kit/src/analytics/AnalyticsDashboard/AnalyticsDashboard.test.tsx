import { describe, expect, it, vi } from "vitest";
import { axeViolations, render, screen, within } from "../../test/render";
import { emptySummary, sampleSummary } from "../fixtures/summary";
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
      .map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(cards).toEqual([
      ["Total Visits", summary.totalVisits.toLocaleString("en-US")],
      ["Unique Visitors", summary.uniqueVisits.toLocaleString("en-US")],
    ]);
    expect(screen.getByText("Oct 24 – Nov 22, 2026 (UTC)")).toBeInTheDocument();
    expect(screen.getByRole("figure", { name: "Visits per day" })).toBeInTheDocument();
    expect(screen.getByRole("tablist", { name: "Breakdowns" })).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute("data-state", "ready");
    expect(await axeViolations(container)).toEqual([]);
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
    expect(screen.getAllByRole("definition").map((d) => d.textContent)).toEqual(["0", "0"]);
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
});
