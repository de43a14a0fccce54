import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { oneApplication, oneTimeline, sampleApplications, sampleTimeline } from "../fixtures/applications";
import { ApplicationsPanel } from "./ApplicationsPanel";
import { dashboardFrame } from "../../../fixtures";

const meta = {
  title: "Analytics/ApplicationsPanel",
  component: ApplicationsPanel,
  args: {
    applications: oneApplication(),
    timeZone: "UTC",
    loadTimeline: () => Promise.resolve(oneTimeline()),
  },
  decorators: [dashboardFrame],
} satisfies Meta<typeof ApplicationsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No tagged link was opened and none was created. */
export const Empty: Story = {
  args: { applications: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No application in this range/)).toBeVisible();
  },
};

/** One application, opened twice; its timeline opens below the table and takes focus. */
export const One: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Timeline of Acme Corp." }));
    const heading = await canvas.findByRole("heading", { name: "Acme Corp.: timeline" });
    await expect(heading).toHaveFocus();
    await expect(canvas.getAllByRole("listitem").length).toBeGreaterThan(2);
  },
};

/** Fifty: 49 listed, newest first, and the rest added up as "Other tags"; one created but not opened yet. */
export const Fifty: Story = {
  args: { applications: sampleApplications(60) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("row")).toHaveLength(51);
    await expect(canvas.getByRole("rowheader", { name: "Other tags" })).toBeVisible();
    await expect(canvas.getByText("Not opened yet")).toBeVisible();
  },
};

/** A long story: forty visits in the timeline. */
export const LongTimeline: Story = {
  args: { loadTimeline: () => Promise.resolve(sampleTimeline(40)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Timeline of Acme Corp." }));
    await canvas.findByRole("heading", { name: "Acme Corp.: timeline" });
    await expect(canvasElement.querySelectorAll("section ol > li")).toHaveLength(40);
  },
};

/** A timeline with a day that could not be read in time: a note names it above the visits. */
export const TimelineIncompleteDay: Story = {
  args: { loadTimeline: () => Promise.resolve({ ...oneTimeline(), incompleteDays: ["2026-11-20"] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Timeline of Acme Corp." }));
    await expect(await canvas.findByRole("note")).toHaveTextContent(
      "Incomplete: Nov 20 could not be read in time, so its visits are missing here.",
    );
  },
};

/** The timeline could not be loaded: the reason is announced. */
export const TimelineFailed: Story = {
  args: { loadTimeline: () => Promise.reject(new Error("Failed to fetch the timeline")) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Timeline of Acme Corp." }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "The timeline could not be loaded: Failed to fetch the timeline",
    );
  },
};

/** Opened from a link to one application (the owner followed a notice): its timeline opens at once. */
export const OpenedFromLink: Story = {
  args: { defaultOpen: "acme-corp" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Acme Corp.: timeline" })).toHaveFocus();
  },
};

/** The owner could not be told that the link was opened: the row says so. */
export const NotificationFailed: Story = {
  args: { applications: [{ ...oneApplication()[0]!, notificationFailed: true }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Notification failed")).toBeVisible();
  },
};
