import type { ProjectBlock } from "@pmfolio/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { designerProject, withoutMotion } from "../../fixtures";
import { ProjectPage } from "./ProjectPage";
import { interviewCoach, interviewCoachSections, personalCloud } from "../../fixtures/sampleProjectPages";

/**
 * Every kind of text block, each once: the Interview Coach page's blocks plus an overview,
 * achievements and a participant's words (the media blocks are in `MediaBlocks`).
 */
const everyBlock: ProjectBlock[] = [
  ...personalCloud.page.blocks.filter((block) => block.type === "overview"),
  ...interviewCoach.page.blocks,
  ...personalCloud.page.blocks.filter((block) => block.type === "achievements"),
  {
    type: "quote",
    quote: {
      text: "It asked the follow-up question my last interviewer did, and this time I had an answer ready.",
      name: "Participant 4",
      role: "Graduate in her first job search",
    },
  },
];

const meta = {
  title: "Projects/ProjectPage",
  component: ProjectPage,
  args: { project: personalCloud, scrollToTopOnMount: false },
} satisfies Meta<typeof ProjectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A project told through an overview, its metrics and achievements, with role, duration and team size. */
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

/** A product case study: badge, live-app link, status and platform, features, vision, problem, roadmap and stack. */
export const CaseStudy: Story = {
  args: { project: interviewCoach },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const live = canvas.getByRole("link", { name: "Try Interview Coach (opens in a new tab)" });
    await expect(live).toHaveAttribute("target", "_blank");
    await expect(live).toHaveAttribute("rel", "noopener noreferrer");
  },
};

/** Every block present, with every header fact, badge and link. */
export const EveryBlock: Story = {
  args: {
    project: {
      ...interviewCoach,
      page: {
        ...interviewCoach.page,
        role: personalCloud.page.role!,
        duration: personalCloud.page.duration!,
        scale: personalCloud.page.scale!,
        blocks: everyBlock,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const names = within(canvasElement)
      .getAllByRole("heading", { level: 2 })
      .map((heading) => heading.textContent);
    await expect(names).toEqual(["Overview", ...interviewCoachSections, "Achievements", "In Their Words"]);
  },
};

/** Every block absent: the header with a title and a summary, and nothing else. */
export const NoBlocks: Story = {
  args: {
    project: { ...personalCloud, page: { summary: personalCloud.page.summary, blocks: [], tags: [] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole("heading", { level: 2 })).toEqual([]);
    await expect(canvas.queryAllByRole("term")).toEqual([]);
  },
};

/** A block's own title in place of the kit's heading. */
export const OwnTitles: Story = {
  args: {
    project: {
      ...personalCloud,
      page: {
        ...personalCloud.page,
        blocks: personalCloud.page.blocks.map((block) =>
          block.type === "overview" ? { ...block, title: "The story" } : block,
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 2, name: "The story" })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    project: {
      ...personalCloud,
      title: "Personal Cloud Storage for Families, Small Businesses and Everyone in Between",
      page: {
        ...personalCloud.page,
        blocks: personalCloud.page.blocks.map((block) =>
          block.type === "overview"
            ? { ...block, paragraphs: [...block.paragraphs, ...block.paragraphs] }
            : block,
        ),
      },
    },
  },
};

export const NarrowScreen: Story = {
  args: { project: interviewCoach },
  globals: { viewport: { value: "phone", isRotated: false } },
};

/** Every block, animations off, for visual review. */
export const AllStates: Story = {
  ...EveryBlock,
  decorators: [withoutMotion],
  parameters: { chromatic: { disableSnapshot: false } },
};

/** Every block in the dark scheme (the page-level dark baselines cover it in the visual suite). */
export const Dark: Story = {
  ...EveryBlock,
  decorators: [withoutMotion],
  globals: { theme: "dark" },
};

/** A designer's case study: the cover, an image, a gallery that opens larger, a video link. */
export const MediaBlocks: Story = {
  args: { project: designerProject },
  decorators: [withoutMotion],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("img", { name: "Harbor app screens on a phone" })).toBeVisible();
    const screens = within(canvas.getByRole("region", { name: "Screens" })).getAllByRole("link");
    await userEvent.click(screens[0]!);
    const viewer = canvas.getByRole("dialog", { name: "Image viewer" });
    await expect(viewer).toBeVisible();
    await expect(
      within(viewer).getByRole("img", { name: "Onboarding screen with three steps" }),
    ).toBeVisible();
    await userEvent.keyboard("{ArrowRight}");
    await expect(
      within(viewer).getByRole("img", { name: "Dashboard with a weekly summary card" }),
    ).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(viewer).not.toBeVisible());
    await expect(screens[0]).toHaveFocus();
  },
};

/** The media blocks in the dark scheme. */
export const MediaBlocksDark: Story = {
  args: { project: designerProject },
  decorators: [withoutMotion],
  globals: { theme: "dark" },
};
