import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge } from "./Badge";

const meta = {
  title: "Layout/Badge",
  component: Badge,
  args: { children: "In Progress" },
  parameters: { layout: "centered" },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Current: Story = { args: { tone: "success", dot: true, children: "Current" } };
export const InDevelopment: Story = { args: { tone: "warning", icon: "clock", children: "In Development" } };

/** Every tone, with and without icon or dot, for visual review. */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: () => (
    <div style={{ display: "grid", gap: 12, padding: 24 }}>
      {(["primary", "accent", "success", "warning", "neutral"] as const).map((tone) => (
        <div key={tone} style={{ display: "flex", gap: 8 }}>
          <Badge tone={tone}>{tone}</Badge>
          <Badge tone={tone} dot>
            {tone} dot
          </Badge>
          <Badge tone={tone} icon="sparkles">
            {tone} icon
          </Badge>
        </div>
      ))}
    </div>
  ),
};
