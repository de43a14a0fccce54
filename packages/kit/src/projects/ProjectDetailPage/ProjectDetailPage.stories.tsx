import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { sampleProjectDetails, withoutMotion } from "../../fixtures";
import { ProjectDetailPage } from "./ProjectDetailPage";

const [personalCloud, mobileSelfService, magicLeap] = sampleProjectDetails as [
  (typeof sampleProjectDetails)[0],
  (typeof sampleProjectDetails)[0],
  (typeof sampleProjectDetails)[0],
];

const meta = {
  title: "Projects/ProjectDetailPage",
  component: ProjectDetailPage,
  args: { project: personalCloud, scrollToTopOnMount: false },
} satisfies Meta<typeof ProjectDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Personal Cloud" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to Projects" })).toHaveAttribute(
      "href",
      "/#projects",
    );
  },
};

export const MobileSelfService: Story = { args: { project: mobileSelfService } };
export const PartnershipScale: Story = { args: { project: magicLeap } };

export const LongContent: Story = {
  args: {
    project: {
      ...personalCloud,
      title: "Personal Cloud Storage for Families, Small Businesses and Everyone in Between",
      overview: [...personalCloud.overview, ...personalCloud.overview],
      achievements: [
        ...personalCloud.achievements,
        ...personalCloud.achievements.map((a) => `${a} (phase two)`),
      ],
    },
  },
};

export const Sparse: Story = {
  args: { project: { ...personalCloud, metrics: [], achievements: [], tags: [] } },
};

export const NarrowScreen: Story = { globals: { viewport: { value: "phone", isRotated: false } } };

/** The full page, animations off, for visual review. */
export const AllStates: Story = {
  decorators: [withoutMotion],
  parameters: { chromatic: { disableSnapshot: false } },
};
