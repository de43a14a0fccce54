import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { NewTabNote, VisuallyHidden } from "./VisuallyHidden";

const meta = {
  title: "Layout/VisuallyHidden",
  component: VisuallyHidden,
  parameters: { layout: "centered" },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link reads "Learn More" on screen and "Learn More about Magic Leap" to a screen reader. */
export const Default: Story = {
  render: () => (
    <a href="#magic-leap">
      Learn More <VisuallyHidden>about Magic Leap</VisuallyHidden>
    </a>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("link", { name: "Learn More about Magic Leap" }),
    ).toBeInTheDocument();
  },
};

/** Both uses side by side, for visual review: only the visible text shows. */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: () => (
    <p style={{ display: "flex", gap: 24 }}>
      <a href="#magic-leap">
        Learn More <VisuallyHidden>about Magic Leap</VisuallyHidden>
      </a>
      <a href="https://example.com" target="_blank" rel="noopener noreferrer">
        Book a 30-minute meeting
        <NewTabNote />
      </a>
    </p>
  ),
};
