import type { AnalyticsRange } from "@pmfolio/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { emptySummary, longContentSummary, sampleSummary } from "../fixtures/summary";
import { AnalyticsDashboard } from "./AnalyticsDashboard";

const meta = {
  title: "Analytics/AnalyticsDashboard",
  component: AnalyticsDashboard,
  args: {
    summary: sampleSummary(30),
    range: 30,
    onRangeChange: fn(),
    onRetry: fn(),
    onLogout: fn(),
    timeZone: "UTC",
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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Error: Failed to fetch analytics");
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = { args: { summary: emptySummary(30) } };
export const Refreshing: Story = { args: { refreshing: true } };
export const NinetyDays: Story = { args: { summary: sampleSummary(90), range: 90 } };
export const LongContent: Story = { args: { summary: longContentSummary(), range: 7 } };
export const NarrowScreen: Story = {
  args: { summary: longContentSummary(), range: 7 },
  globals: { viewport: { value: "phone" } },
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
    </div>
  ),
};
