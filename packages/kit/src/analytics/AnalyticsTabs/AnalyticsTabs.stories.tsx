import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { emptySummary, longContentSummary, sampleSummary } from "../fixtures/summary";
import { AnalyticsTabs } from "./AnalyticsTabs";

const meta = {
  title: "Analytics/AnalyticsTabs",
  component: AnalyticsTabs,
  args: { summary: sampleSummary(30), timeZone: "UTC" },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AnalyticsTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pages, the first tab; arrow keys reach the others. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: "Pages" }));
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Traffic Sources" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  },
};

export const TrafficSources: Story = { args: { defaultValue: "sources" } };
export const Devices: Story = { args: { defaultValue: "devices" } };
export const Browsers: Story = { args: { defaultValue: "browsers" } };
export const RecentVisits: Story = { args: { defaultValue: "recent" } };
export const Empty: Story = { args: { summary: emptySummary(30) } };
export const LongContent: Story = { args: { summary: longContentSummary(), defaultValue: "recent" } };
export const NarrowScreen: Story = {
  args: { summary: longContentSummary(), defaultValue: "sources" },
  globals: { viewport: { value: "phone" } },
};

/** Every tab open at once, for visual review. */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: (args) => (
    <div style={{ display: "grid", gap: 32 }}>
      {(["pages", "sources", "devices", "browsers", "recent"] as const).map((tab) => (
        <AnalyticsTabs key={tab} {...args} defaultValue={tab} aria-label={`Breakdowns, ${tab}`} />
      ))}
      <AnalyticsTabs {...args} summary={emptySummary(30)} aria-label="Breakdowns, empty" />
    </div>
  ),
};
