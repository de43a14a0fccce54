import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { COLOR_SCHEME_ATTRIBUTE, COLOR_SCHEME_STORAGE_KEY } from "../../theme/colorScheme";
import { ColorSchemeToggle } from "./ColorSchemeToggle";

const meta = {
  title: "Navigation/ColorSchemeToggle",
  component: ColorSchemeToggle,
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ColorSchemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Forgets the choice a story made, so later stories follow the system again. */
function forgetChoice() {
  localStorage.removeItem(COLOR_SCHEME_STORAGE_KEY);
  document.documentElement.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
}

/** Pressed while the page is dark; a press switches the page and remembers the choice. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    forgetChoice();
    const toggle = within(canvasElement).getByRole("button", { name: "Dark theme" });
    const before = toggle.getAttribute("aria-pressed");
    try {
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute("aria-pressed", before === "true" ? "false" : "true");
      await expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe(before === "true" ? "light" : "dark");
      await userEvent.keyboard("{Enter}");
      await expect(toggle).toHaveAttribute("aria-pressed", before ?? "false");
    } finally {
      forgetChoice();
    }
  },
};

/** A replaced accessible name (e.g. a translation). */
export const CustomLabel: Story = {
  args: { label: "Dunkles Design" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Dunkles Design" })).toBeVisible();
  },
};
