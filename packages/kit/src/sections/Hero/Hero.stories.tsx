import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { sampleProfile, withoutMotion } from "../../fixtures";
import { Hero } from "./Hero";

const meta = {
  title: "Sections/Hero",
  component: Hero,
  args: { profile: sampleProfile, onContactClick: fn() },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Alex Morgan" })).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "Get In Touch" }));
    await expect(args.onContactClick).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole("link", { name: "Download Resume" })).toHaveAttribute(
      "href",
      "/api/download-resume",
    );
  },
};

export const WithoutPortrait: Story = { args: { profile: { ...sampleProfile, portrait: undefined } } };

export const LongContent: Story = {
  args: {
    profile: {
      ...sampleProfile,
      name: "Alexandra Morgan-Castellanos",
      headline: "Principal Product Manager, Platform and Developer Experience",
      tagline:
        "I turn messy customer problems into calm, measurable products. Over a decade I have led cloud platforms, telecom self-service, enterprise mixed reality and, most recently, AI coaching, always with a clear line from customer insight to the numbers that prove it worked.",
      location: "San Francisco Bay Area, California",
      networkProfileLabel: "LinkedIn profile",
    },
  },
};

export const NarrowScreen: Story = { globals: { viewport: { value: "phone", isRotated: false } } };

/** With and without a portrait, animations off, for visual review. */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  decorators: [withoutMotion],
  render: (args) => (
    <>
      <Hero {...args} />
      <Hero
        {...args}
        id="home-no-portrait"
        profile={{ ...sampleProfile, name: "Sam Rivera", portrait: undefined }}
      />
    </>
  ),
};
