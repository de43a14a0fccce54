import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { RangeSelector } from "./RangeSelector";

const meta = {
  title: "Analytics/RangeSelector",
  component: RangeSelector,
  args: { value: 30, onChange: fn() },
  parameters: { layout: "centered" },
} satisfies Meta<typeof RangeSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default range, 30 days. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Last 7 days" }));
    await expect(args.onChange).toHaveBeenCalledWith(7);
  },
};

export const SevenDays: Story = { args: { value: 7 } };
export const NinetyDays: Story = { args: { value: 90 } };

/** Every selection at once, for visual review. */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: (args) => (
    <div style={{ display: "grid", gap: 12, padding: 24 }}>
      {([7, 30, 90] as const).map((value) => (
        <RangeSelector
          key={value}
          {...args}
          value={value}
          aria-label={`Date range, ${value} days selected`}
        />
      ))}
    </div>
  ),
};
