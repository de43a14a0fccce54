import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { sampleProjects, sectionStates } from "../../fixtures";
import { Projects } from "./Projects";

const meta = {
  title: "Sections/Projects",
  component: Projects,
  args: {
    projects: sampleProjects,
    eyebrow: "Selected work",
    lead: "Products I have led from first interview to measurable outcome.",
  },
} satisfies Meta<typeof Projects>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("article")).toHaveLength(sampleProjects.length);
    await expect(canvas.getAllByText("In Development")).toHaveLength(1);
  },
};

export const SingleProject: Story = { args: { projects: sampleProjects.slice(0, 1) } };
export const Empty: Story = { args: { projects: [] } };
export const NarrowScreen: Story = { globals: { viewport: { value: "phone", isRotated: false } } };

/** The full grid and the empty state, animations off, for visual review. */
// Alone, a section's "auto" tone is the page colour: the first state shows the muted one.
export const AllStates: Story = sectionStates(
  Projects,
  { tone: "muted" },
  {
    id: "projects-empty",
    heading: "Empty",
    projects: [],
    tone: "default",
  },
);
