import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { sampleCaseStudy, withoutMotion } from "../../fixtures";
import { CaseStudyPage } from "./CaseStudyPage";

const meta = {
  title: "Projects/CaseStudyPage",
  component: CaseStudyPage,
  args: { caseStudy: sampleCaseStudy, scrollToTopOnMount: false },
} satisfies Meta<typeof CaseStudyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Interview Coach" })).toBeVisible();
    const live = canvas.getByRole("link", { name: "Try Interview Coach (opens in a new tab)" });
    await expect(live).toHaveAttribute("target", "_blank");
    await expect(live).toHaveAttribute("rel", "noopener noreferrer");
  },
};

export const Sparse: Story = {
  args: {
    caseStudy: {
      ...sampleCaseStudy,
      features: [],
      audience: [],
      metrics: [],
      roadmap: [],
      techStack: [],
      tags: [],
    },
  },
};

export const NarrowScreen: Story = { globals: { viewport: { value: "phone", isRotated: false } } };

/** The full page, animations off, for visual review. */
export const AllStates: Story = {
  decorators: [withoutMotion],
  parameters: { chromatic: { disableSnapshot: false } },
};
