import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { designerProfile, sampleProfile, sectionStates } from "../../fixtures";
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

/** A designer's profile: a link per network, each with its own icon; no résumé and no booking link. */
export const ProfileLinks: Story = {
  args: { profile: designerProfile },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dribbble = canvas.getByRole("link", { name: "Dribbble (opens in a new tab)" });
    await expect(dribbble.querySelector("svg")).toHaveAttribute("data-icon", "dribbble");
    await expect(dribbble.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    await expect(canvas.getByRole("link", { name: "sam.rivera@example.com" })).toHaveAttribute(
      "href",
      "mailto:sam.rivera@example.com",
    );
    await expect(canvas.queryByRole("link", { name: "Download Resume" })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("link", { name: /Book a 30-minute meeting/ })).not.toBeInTheDocument();
  },
};

/** The designer's links in the dark scheme. */
export const ProfileLinksDark: Story = { ...ProfileLinks, globals: { theme: "dark" } };

export const NarrowScreen: Story = { globals: { viewport: { value: "phone", isRotated: false } } };

/** With and without a portrait, animations off, for visual review. */
export const AllStates: Story = sectionStates(
  Hero,
  {},
  { id: "home-no-portrait", profile: { ...sampleProfile, name: "Sam Rivera", portrait: undefined } },
);
