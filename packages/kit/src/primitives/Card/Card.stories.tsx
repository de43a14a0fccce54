import type { Meta, StoryObj } from "@storybook/react-vite";
import { framed } from "../../fixtures/decorators";
import { Card } from "./Card";

const meta = {
  title: "Layout/Card",
  component: Card,
  args: {
    children: (
      <>
        <h3>Personal Cloud</h3>
        <p>Self-service cloud platform for small businesses.</p>
      </>
    ),
  },
  decorators: [framed(420)],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Interactive: Story = {
  args: {
    interactive: true,
    children: (
      <>
        <h3>Hover me</h3>
        <a href="#learn">Learn More</a>
      </>
    ),
  },
};
export const LargePadding: Story = { args: { padding: "lg" } };

/** Every padding and the interactive variant, for visual review. */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: () => (
    <div style={{ display: "grid", gap: 16 }}>
      <Card padding="none">
        <p style={{ padding: 8 }}>padding none</p>
      </Card>
      <Card>padding md</Card>
      <Card padding="lg">padding lg</Card>
      <Card interactive>interactive</Card>
    </div>
  ),
};
