import type { Meta, StoryObj } from "@storybook/react-vite";
import { Tag, TagList } from "./Tag";

const meta = {
  title: "Layout/Tag",
  component: Tag,
  args: { children: "Product Strategy" },
  parameters: { layout: "centered" },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Primary: Story = { args: { tone: "primary" } };
export const Accent: Story = { args: { tone: "accent" } };

export const List: Story = {
  render: () => (
    <TagList
      aria-label="Technologies"
      tags={["Cloud", "Kubernetes", "Enterprise", "Platform", "Developer Experience", "Pricing", "B2B SaaS"]}
      style={{ maxWidth: 360 }}
    />
  ),
};

/** Every tone, alone and in a list, for visual review. */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: () => (
    <div style={{ display: "grid", gap: 16, padding: 24 }}>
      <div style={{ display: "flex", gap: 8 }}>
        <Tag>neutral</Tag>
        <Tag tone="primary">primary</Tag>
        <Tag tone="accent">accent</Tag>
      </div>
      <TagList aria-label="Neutral tags" tags={["AI", "PWA", "Speech"]} />
      <TagList aria-label="Primary tags" tone="primary" tags={["AI", "PWA", "Speech"]} />
      <TagList aria-label="Accent tags" tone="accent" tags={["AI", "PWA", "Speech"]} />
    </div>
  ),
};
