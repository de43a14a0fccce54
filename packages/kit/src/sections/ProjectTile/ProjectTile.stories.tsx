import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { sampleProjects } from "../../fixtures";
import { framed } from "../../fixtures/decorators";
import { ProjectTile } from "./ProjectTile";

const [personalCloud, , , interviewCoach] = sampleProjects as [
  (typeof sampleProjects)[0],
  unknown,
  unknown,
  (typeof sampleProjects)[0],
];

const meta = {
  title: "Sections/ProjectTile",
  component: ProjectTile,
  args: { project: personalCloud },
  decorators: [framed(520)],
} satisfies Meta<typeof ProjectTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Learn More about Personal Cloud" });
    await expect(link).toHaveAttribute("href", "/projects/personal-cloud");
  },
};

export const InDevelopment: Story = {
  args: { project: interviewCoach },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("In Development")).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    project: {
      ...personalCloud,
      title: "Personal Cloud Storage for Families, Small Businesses and Everyone in Between",
      description: `${personalCloud.description} ${personalCloud.description}`,
      tags: [...(personalCloud.tags ?? []), "Pricing", "Retention", "iOS", "Android", "Web"],
      metrics: [...(personalCloud.metrics ?? []), "4.7 average app store rating across 180k reviews"],
    },
  },
};

export const NoMetricsOrTags: Story = { args: { project: { ...personalCloud, metrics: [], tags: [] } } };

/** Released, in development and sparse cards side by side, for visual review. */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  decorators: [(Story) => <div style={{ padding: 32 }}>{Story()}</div>],
  render: () => (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(300px, 1fr))", gap: 24 }}>
      <ProjectTile project={personalCloud} />
      <ProjectTile project={interviewCoach} />
      <ProjectTile project={{ ...personalCloud, slug: "sparse", metrics: [], tags: [] }} />
    </div>
  ),
};
