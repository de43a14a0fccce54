import { iconNames } from "@pmfolio/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Icon } from "./Icon";

const meta = {
  title: "Icons/Icon",
  component: Icon,
  args: { name: "rocket", size: 32 },
  argTypes: { name: { control: "select", options: iconNames } },
  parameters: { layout: "centered" },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Labelled: Story = {
  args: { name: "linkedin", title: "LinkedIn" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("img", { name: "LinkedIn" })).toBeInTheDocument();
  },
};

export const Small: Story = { args: { name: "check", size: 16 } };

/** Every icon at the three common sizes, for visual review. */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: () => (
    <ul
      style={{
        display: "grid",
        gridTemplateColumns: "repeat(auto-fill, minmax(120px, 1fr))",
        gap: 16,
        padding: 24,
        margin: 0,
        listStyle: "none",
        width: "min(90vw, 960px)",
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: "grid", justifyItems: "center", gap: 8, color: "#111827" }}>
          <span style={{ display: "flex", gap: 8, alignItems: "center" }}>
            <Icon name={name} size={16} />
            <Icon name={name} />
            <Icon name={name} size={40} strokeWidth={1.5} />
          </span>
          {/* The kit's own font, not the system's monospace, which changes with what else is installed. */}
          <code style={{ fontSize: 12, fontFamily: "var(--pm-font-body)" }}>{name}</code>
        </li>
      ))}
    </ul>
  ),
};
