import type { AnalyticsRange } from "@pmfolio/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import {
  emptySummary,
  fixturePaths,
  fixtureSiteUrl,
  hostileSummary,
  incompleteSummary,
  longContentSummary,
  sampleSummary,
  zeroBaselineSummary,
} from "../fixtures/summary";
import { AnalyticsDashboard } from "./AnalyticsDashboard";
import { retriesAfterError } from "../../../fixtures/playSteps";

const meta = {
  title: "Analytics/AnalyticsDashboard",
  component: AnalyticsDashboard,
  args: {
    summary: sampleSummary(30),
    range: 30,
    onRangeChange: fn(),
    onRetry: fn(),
    onLogout: fn(),
    onLogoutEverywhere: fn(),
    timeZone: "UTC",
    locale: "en-US",
    exportHref: "/api/analytics/export?days=30",
    linkBuilder: { siteUrl: fixtureSiteUrl, paths: fixturePaths },
    excludeThisBrowser: false,
    onExcludeThisBrowserChange: fn(),
  },
} satisfies Meta<typeof AnalyticsDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Thirty days of visits; the range buttons switch the figures. */
export const Default: Story = {
  render: function Render(args) {
    const [range, setRange] = useState<AnalyticsRange>(args.range);
    return (
      <AnalyticsDashboard
        {...args}
        range={range}
        summary={sampleSummary(range)}
        onRangeChange={(next) => {
          args.onRangeChange(next);
          setRange(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Last 7 days" }));
    await expect(args.onRangeChange).toHaveBeenCalledWith(7);
    await expect(canvas.getByRole("button", { name: "Last 7 days" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(canvas.getByRole("tab", { name: "Recent Visits" }));
    await expect(canvas.getByRole("list", { name: "Latest visits, newest first" })).toBeVisible();
  },
};

export const Loading: Story = { args: { summary: null, loading: true } };

export const ErrorState: Story = {
  name: "Error",
  args: { summary: null, error: "Failed to fetch analytics" },
  play: retriesAfterError("Error: Failed to fetch analytics", "Retry"),
};

export const Empty: Story = {
  args: { summary: emptySummary(30) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No visits to chart yet in this range.")).toBeVisible();
    await expect(canvas.getByText("No visits in this or the previous 30 days")).toBeVisible();
  },
};

/** Visits now and none in the previous period: "New", never "+∞%". */
export const ZeroBaseline: Story = {
  args: { summary: zeroBaselineSummary(30) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("New: no visits in the previous 30 days")).toBeVisible();
    await expect(canvasElement.textContent).not.toMatch(/NaN|Infinity|∞/);
  },
};

/** The owner's own browser left out: the switch says so, and the host keeps the setting. */
export const ExcludingThisBrowser: Story = {
  render: function Render(args) {
    const [exclude, setExclude] = useState(false);
    return (
      <AnalyticsDashboard
        {...args}
        excludeThisBrowser={exclude}
        onExcludeThisBrowserChange={(next) => {
          args.onExcludeThisBrowserChange?.(next);
          setExclude(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("switch", { name: "Don't count this browser" });
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await userEvent.click(toggle);
    await expect(args.onExcludeThisBrowserChange).toHaveBeenCalledWith(true);
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await expect(toggle).toHaveAccessibleDescription("Your visits from this browser are not counted.");
    await expect(canvas.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/api/analytics/export?days=30",
    );
  },
};

/** Markup, bidi overrides and 300-character words sent as paths, sources and campaigns. */
export const HostileContent: Story = {
  args: { summary: hostileSummary(), range: 7 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector("script, img, b")).toBeNull();
    await userEvent.click(canvas.getByRole("tab", { name: "Campaigns" }));
    await expect(canvas.getByRole("table", { name: "Campaigns" })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
/** A day of the range had too many visits to count in time: the figures leave it out, and say so. */
export const IncompleteDay: Story = {
  args: { summary: incompleteSummary(7), range: 7 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("note")).toHaveTextContent(
      "Incomplete: Nov 19 had more visits than could be counted in time",
    );
  },
};

export const Refreshing: Story = { args: { refreshing: true } };
export const NinetyDays: Story = { args: { summary: sampleSummary(90), range: 90 } };
export const LongContent: Story = { args: { summary: longContentSummary(), range: 7 } };
export const NarrowScreen: Story = {
  args: { summary: hostileSummary(), range: 7 },
  globals: { viewport: { value: "phone" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ["Pages", "Campaigns", "Goals", "Recent Visits"]) {
      await userEvent.click(canvas.getByRole("tab", { name }));
      await expect({ tab: name, width: document.documentElement.scrollWidth }).toEqual({
        tab: name,
        width: window.innerWidth,
      });
    }
  },
};

/** Every state at once, for visual review. */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: (args) => (
    <div style={{ display: "grid", gap: 32 }}>
      <AnalyticsDashboard {...args} aria-label="Ready" />
      <AnalyticsDashboard {...args} aria-label="Loading" summary={null} loading />
      <AnalyticsDashboard {...args} aria-label="Error" summary={null} error="Failed to fetch analytics" />
      <AnalyticsDashboard {...args} aria-label="Empty" summary={emptySummary(7)} range={7} />
      <AnalyticsDashboard
        {...args}
        aria-label="Zero baseline, this browser not counted"
        summary={zeroBaselineSummary(7)}
        range={7}
        excludeThisBrowser
      />
      <AnalyticsDashboard {...args} aria-label="A day incomplete" summary={incompleteSummary(7)} range={7} />
    </div>
  ),
};
