import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { SectionHeading } from "../SectionHeading";
import { Section } from "./Section";

const meta = {
  title: "Layout/Section",
  component: Section,
  args: {
    id: "about",
    children: <SectionHeading eyebrow="About" title="Products people love to use" />,
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Products people love to use" });
    await expect(region).toHaveAttribute("id", "about");
  },
};

export const Muted: Story = { args: { tone: "muted" } };

/** Alternating backgrounds, as on the home page. */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: () => (
    <>
      <Section id="one">
        <SectionHeading title="Default tone" />
      </Section>
      <Section id="two" tone="muted">
        <SectionHeading title="Muted tone" />
      </Section>
      <Section id="three" width="narrow">
        <SectionHeading title="Narrow width" align="start" />
      </Section>
    </>
  ),
};
