import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { ExcludeBrowserSwitch } from "./ExcludeBrowserSwitch";

const meta = {
  title: "Analytics/AnalyticsDashboard/ExcludeBrowserSwitch",
  component: ExcludeBrowserSwitch,
  args: { checked: false, onCheckedChange: fn() },
} satisfies Meta<typeof ExcludeBrowserSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One track, and the state word beside it in plain text: the word has no border of its own and lies
 * nowhere under the track (a thumb painted over "Off" once read "ff").
 */
async function expectOneTrack(toggle: HTMLElement, state: string) {
  const word = within(toggle).getByText(state);
  await expect({ state, border: getComputedStyle(word).borderTopWidth }).toEqual({ state, border: "0px" });
  const a = word.getBoundingClientRect();
  const b = toggle.firstElementChild!.getBoundingClientRect();
  const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  await expect({ state, overlap }).toEqual({ state, overlap: false });
}

/** Off: this browser's visits are counted. */
export const Off: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole("switch", { name: "Don't count this browser" });
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await expectOneTrack(toggle, "Off");
  },
};

/** On: this browser's visits are left out. */
export const On: Story = {
  args: { checked: true },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole("switch", { name: "Don't count this browser" });
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await expectOneTrack(toggle, "On");
  },
};

/** Clicking and Space both flip it; the host keeps the state. */
export const Toggling: Story = {
  render: function Render(args) {
    const [checked, setChecked] = useState(args.checked);
    return (
      <ExcludeBrowserSwitch
        {...args}
        checked={checked}
        onCheckedChange={(next) => {
          args.onCheckedChange(next);
          setChecked(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole("switch", { name: "Don't count this browser" });
    await userEvent.click(toggle);
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await expectOneTrack(toggle, "On");
    await userEvent.keyboard(" ");
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    await expect(toggle).toHaveAttribute("aria-checked", "false");
  },
};

/** Both states, for visual review (the visual suite captures it in both themes). */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: (args) => (
    <div style={{ display: "grid", gap: 16, padding: 24, justifyItems: "start" }}>
      <ExcludeBrowserSwitch {...args} checked={false} />
      <ExcludeBrowserSwitch {...args} checked />
    </div>
  ),
};

/** Both states in the dark scheme (audited by axe like every story). */
export const Dark: Story = { ...AllStates, globals: { theme: "dark" } };
