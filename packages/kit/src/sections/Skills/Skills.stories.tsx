import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { sampleSkills, sampleTools, sectionStates } from "../../fixtures";
import { Skills } from "./Skills";

const meta = {
  title: "Sections/Skills",
  component: Skills,
  args: { skills: sampleSkills, tools: sampleTools, eyebrow: "Strengths" },
} satisfies Meta<typeof Skills>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("img", { name: "5 out of 5" }).length).toBeGreaterThan(0);
    await expect(canvas.getByRole("heading", { level: 3, name: "Tools" })).toBeVisible();
  },
};

export const WithoutTools: Story = { args: { tools: [] } };
export const Empty: Story = { args: { skills: [], tools: [] } };

export const EveryLevel: Story = {
  args: {
    skills: [
      {
        title: "Levels",
        skills: ([1, 2, 3, 4, 5] as const).map((level) => ({ name: `Level ${level}`, level })),
      },
    ],
    tools: [],
  },
};

/** Skills without levels (a designer's): each group is a list of tags, no dots. */
export const WithoutLevels: Story = {
  args: {
    skills: [
      { title: "Craft", skills: [{ name: "Interaction design" }, { name: "Prototyping" }] },
      { title: "Research", skills: [{ name: "Usability testing" }, { name: "Interviews" }] },
    ],
    tools: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Prototyping")).toBeVisible();
    await expect(canvas.queryByRole("img")).not.toBeInTheDocument();
  },
};

/** The same in the dark scheme. */
export const WithoutLevelsDark: Story = { ...WithoutLevels, globals: { theme: "dark" } };

export const NarrowScreen: Story = { globals: { viewport: { value: "phone", isRotated: false } } };

/** Groups with tools, every level and the empty state, animations off, for visual review. */
export const AllStates: Story = sectionStates(
  Skills,
  {},
  {
    id: "skills-levels",
    heading: "Every level",
    tone: "muted",
    tools: [],
    skills: [
      {
        title: "Levels",
        skills: ([1, 2, 3, 4, 5] as const).map((level) => ({ name: `Level ${level}`, level })),
      },
    ],
  },
  { id: "skills-empty", heading: "Empty", skills: [], tools: [] },
);
