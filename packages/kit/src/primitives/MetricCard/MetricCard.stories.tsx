import type { Meta, StoryObj } from "@storybook/react-vite";
import { framed } from "../../fixtures/decorators";
import { MetricCard, MetricGrid } from "./MetricCard";

const metrics = [
  { value: "95%+", label: "Speech accuracy", description: "Transcription accuracy in quiet rooms" },
  { value: "<2s", label: "Feedback latency" },
  { value: "120-180", label: "Target WPM", description: "The speaking-rate band coaching aims for" },
  { value: "70+", label: "NPS target" },
];

const meta = {
  title: "Layout/MetricCard",
  component: MetricCard,
  args: { value: "95%+", label: "Speech accuracy", description: "Transcription accuracy in quiet rooms" },
  decorators: [framed(960)],
  render: (args) => (
    <MetricGrid>
      <MetricCard {...args} />
    </MetricGrid>
  ),
} satisfies Meta<typeof MetricCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithIcon: Story = { args: { icon: "zap", description: undefined } };
export const Grid: Story = { render: () => <MetricGrid metrics={metrics} /> };
export const NarrowScreen: Story = {
  render: () => <MetricGrid metrics={metrics} />,
  globals: { viewport: { value: "phone", isRotated: false } },
};

/** Single cards with and without extras, and a grid, for visual review. */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: () => (
    <div style={{ display: "grid", gap: 24 }}>
      <MetricGrid>
        <MetricCard value="3x" label="Label and value" />
        <MetricCard value="40%" label="With description" description="Fewer support tickets" />
        <MetricCard value="2-5 min" label="With icon" icon="clock" />
      </MetricGrid>
      <MetricGrid metrics={metrics} />
    </div>
  ),
};
