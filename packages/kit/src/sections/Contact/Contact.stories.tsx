import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { sampleProfile, sectionStates } from "../../fixtures";
import { Contact } from "./Contact";

const meta = {
  title: "Sections/Contact",
  component: Contact,
  args: {
    profile: sampleProfile,
    onSubmit: fn(async () => true),
    lead: "Hiring for a product role, or want to compare notes? Send a message or book a call.",
  },
} satisfies Meta<typeof Contact>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Get In Touch" })).toHaveAttribute("id", "contact");
    await expect(
      canvas.getByRole("link", { name: "Book a 30-minute meeting (opens in a new tab)" }),
    ).toHaveAttribute("target", "_blank");
  },
};

export const WithoutPhone: Story = { args: { profile: { ...sampleProfile, phone: undefined } } };

export const LongContent: Story = {
  args: {
    profile: {
      ...sampleProfile,
      email: "alexandra.morgan-castellanos.product@example-consulting.com",
      location: "San Francisco Bay Area, California, United States",
    },
  },
};

export const NarrowScreen: Story = { globals: { viewport: { value: "phone", isRotated: false } } };

/** With and without a phone number, animations off, for visual review. */
// Alone, a section's "auto" tone is the page colour: the first state shows the muted one.
export const AllStates: Story = sectionStates(
  Contact,
  { tone: "muted" },
  {
    id: "contact-no-phone",
    heading: "Without a phone number",
    profile: { ...sampleProfile, phone: undefined },
    tone: "default",
  },
);
