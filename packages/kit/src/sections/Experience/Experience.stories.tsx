import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { sampleAwards, sampleExperience, sectionStates } from "../../fixtures";
import { Experience } from "./Experience";

const meta = {
  title: "Sections/Experience",
  component: Experience,
  args: {
    experience: sampleExperience,
    awards: sampleAwards,
    eyebrow: "Career",
    lead: "A decade of product leadership across consumer, telecom and enterprise.",
  },
} satisfies Meta<typeof Experience>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Experience" })).toHaveAttribute("id", "experience");
    await expect(canvas.getAllByText("Current")).toHaveLength(1);
  },
};

export const WithoutAwards: Story = { args: { awards: [] } };
export const Empty: Story = { args: { experience: [], awards: [], lead: undefined } };

export const LongContent: Story = {
  args: {
    experience: sampleExperience.map((entry) => ({
      ...entry,
      title: `${entry.title} and Cross-Functional Programme Lead`,
      achievements: [
        ...entry.achievements,
        "Partnered with finance, legal and marketing to take the launch from pilot to general availability in three regions.",
      ],
    })),
  },
};

export const NarrowScreen: Story = { globals: { viewport: { value: "phone", isRotated: false } } };

/** Full, without awards and empty, animations off, for visual review. */
export const AllStates: Story = sectionStates(
  Experience,
  {},
  {
    id: "experience-one-role",
    heading: "One role",
    experience: sampleExperience.slice(0, 1),
    awards: [],
    tone: "muted",
  },
  { id: "experience-empty", heading: "Empty", experience: [], awards: [] },
);
