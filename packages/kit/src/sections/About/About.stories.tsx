import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { sampleAbout, sectionStates } from "../../fixtures";
import { About } from "./About";

const meta = {
  title: "Sections/About",
  component: About,
  args: { about: sampleAbout },
} satisfies Meta<typeof About>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: sampleAbout.heading });
    await expect(region).toHaveAttribute("id", "about");
  },
};

export const NoHighlights: Story = { args: { about: { ...sampleAbout, highlights: [] } } };

export const LongContent: Story = {
  args: {
    about: {
      ...sampleAbout,
      paragraphs: [...sampleAbout.paragraphs, ...sampleAbout.paragraphs],
      highlights: [
        ...(sampleAbout.highlights ?? []),
        { value: "12", label: "Launches shipped to general availability" },
        { value: "4.7", label: "Average app store rating" },
      ],
    },
  },
};

export const NarrowScreen: Story = { globals: { viewport: { value: "phone", isRotated: false } } };

/** With and without highlights, animations off, for visual review. */
// Alone, a section's "auto" tone is the page colour: the first state shows the muted one.
export const AllStates: Story = sectionStates(
  About,
  { tone: "muted" },
  {
    id: "about-no-highlights",
    about: { ...sampleAbout, heading: "Without highlights", highlights: [] },
    tone: "default",
  },
);
