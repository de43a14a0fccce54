import { resumeModel } from "@pmfolio/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { sampleContent } from "../../fixtures/sampleContent";
import { Resume } from "./Resume";
import { inMain } from "../../fixtures";
import { expectNoOverflow, narrowestScreen } from "../../fixtures/viewports";

const resume = resumeModel(sampleContent);

const meta = {
  title: "Pages/Resume",
  component: Resume,
  args: { resume, pdfHref: "/api/download-resume", jsonHref: "/resume.json" },
  decorators: [inMain],
} satisfies Meta<typeof Resume>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The résumé page, with its PDF and JSON Resume links. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: resume.name })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Download PDF" })).toHaveAttribute(
      "href",
      "/api/download-resume",
    );
    await expect(canvas.getByRole("link", { name: "JSON Resume" })).toHaveAttribute("href", "/resume.json");
    await expect(canvas.getAllByRole("heading", { level: 3 }).length).toBeGreaterThanOrEqual(
      resume.experience.length + resume.projects.length,
    );
  },
};

/** Without files to link: the page alone. */
export const WithoutDownloads: Story = {
  args: { pdfHref: undefined, jsonHref: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("link", { name: "Download PDF" })).toBeNull();
  },
};

/** At 320 px, the narrowest screen the site supports: long addresses wrap, nothing overflows. */
export const NarrowScreen: Story = {
  ...narrowestScreen,
  play: async ({ canvasElement }) => {
    const root = await expectNoOverflow(canvasElement);
    await expect(root.clientWidth).toBe(320);
  },
};
