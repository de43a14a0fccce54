import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { emptySummary, sampleSummary } from "../fixtures/summary";
import { VisitsChart } from "./VisitsChart";
import { dashboardFrame } from "../../../fixtures";

const meta = {
  title: "Analytics/VisitsChart",
  component: VisitsChart,
  args: { data: sampleSummary(30).visitsPerDay },
  decorators: [dashboardFrame],
} satisfies Meta<typeof VisitsChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Thirty days, with the text alternative one click away. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText("Show as a table"));
    await expect(canvas.getAllByRole("row")).toHaveLength(31);
  },
};

export const SevenDays: Story = { args: { data: sampleSummary(7).visitsPerDay } };
export const NinetyDays: Story = { args: { data: sampleSummary(90).visitsPerDay } };
export const Empty: Story = {
  args: { data: emptySummary(30).visitsPerDay },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No visits to chart yet in this range.")).toBeVisible();
  },
};

/** A single visit: the axis reads 2, 1, 0 (never "1, 1, 0"). */
export const OneVisit: Story = {
  args: {
    data: emptySummary(7).visitsPerDay.map((day, index) => (index === 6 ? { ...day, visits: 1 } : day)),
  },
};
export const NarrowScreen: Story = {
  args: { data: sampleSummary(90).visitsPerDay },
  globals: { viewport: { value: "phone" } },
};

/** Every state at once, for visual review. */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: () => (
    <div style={{ display: "grid", gap: 24 }}>
      <VisitsChart data={sampleSummary(7).visitsPerDay} title="Visits per day, 7 days" />
      <VisitsChart data={sampleSummary(90).visitsPerDay} title="Visits per day, 90 days" />
      <VisitsChart data={emptySummary(30).visitsPerDay} title="Visits per day, none" />
      <VisitsChart
        data={emptySummary(7).visitsPerDay.map((day, index) => (index === 6 ? { ...day, visits: 1 } : day))}
        title="Visits per day, one visit"
      />
    </div>
  ),
};
