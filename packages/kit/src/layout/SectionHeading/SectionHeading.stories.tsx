import type { Meta, StoryObj } from "@storybook/react-vite";
import { SectionHeading } from "./SectionHeading";

const meta = {
  title: "Layout/SectionHeading",
  component: SectionHeading,
  args: {
    eyebrow: "Experience",
    title: "Where I have worked",
    lead: "A decade of turning ambiguous problems into products customers rely on.",
  },
  decorators: [(Story) => <div style={{ padding: 32 }}>{Story()}</div>],
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TitleOnly: Story = { args: { eyebrow: undefined, lead: undefined, title: "Skills" } };
export const StartAligned: Story = { args: { align: "start" } };
export const LongContent: Story = {
  args: {
    title: "Building calm, dependable products for teams that move fast and need to trust their tools",
    lead: "From discovery interviews to launch metrics, every project starts with the people who use it and ends with numbers that show it worked. This lead runs long on purpose to show how it wraps.",
  },
};
export const NarrowScreen: Story = { globals: { viewport: { value: "phone", isRotated: false } } };

/** Every state at once, for visual review. */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: (args) => (
    <div style={{ display: "grid", gap: 48 }}>
      <SectionHeading {...args} headingId="h-default" />
      <SectionHeading title="Skills" headingId="h-title-only" />
      <SectionHeading {...args} align="start" headingId="h-start" />
    </div>
  ),
};
