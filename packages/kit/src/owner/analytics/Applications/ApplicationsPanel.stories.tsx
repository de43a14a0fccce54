import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import {
  everySignal,
  oneApplication,
  oneTimeline,
  pipelineApplications,
  sampleApplications,
  sampleTimeline,
  timelineWithBlocks,
  timelineWithBot,
} from "../fixtures/applications";
import { linkProjects, linkRoles } from "../fixtures/linkSettings";
import { fixtureNow } from "../fixtures/summary";
import { ApplicationsPanel } from "./ApplicationsPanel";
import { ApplicationTimeline } from "./ApplicationTimeline";
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

/** Most stories look inside the one application's timeline: open it as the owner would. */
async function openAcmeTimeline(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole("button", { name: "Timeline of Acme Corp." }));
  return canvas;
}

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
    const canvas = await openAcmeTimeline(canvasElement);
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
    const canvas = await openAcmeTimeline(canvasElement);
    await canvas.findByRole("heading", { name: "Acme Corp.: timeline" });
    await expect(canvasElement.querySelectorAll('[data-state="visit"]')).toHaveLength(40);
  },
};

/** A timeline with a day that could not be read in time: a note names it above the visits. */
export const TimelineIncompleteDay: Story = {
  args: { loadTimeline: () => Promise.resolve({ ...oneTimeline(), incompleteDays: ["2026-11-20"] }) },
  play: async ({ canvasElement }) => {
    const canvas = await openAcmeTimeline(canvasElement);
    await expect(await canvas.findByRole("note")).toHaveTextContent(
      "Incomplete: Nov 20 could not be read in time, so its visits are missing here.",
    );
  },
};

/** The timeline could not be loaded: the reason is announced. */
export const TimelineFailed: Story = {
  args: { loadTimeline: () => Promise.reject(new Error("Failed to fetch the timeline")) },
  play: async ({ canvasElement }) => {
    const canvas = await openAcmeTimeline(canvasElement);
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

/** One application per status, each in its menu with when it changed; Initech nobody opened in 16 days. */
export const Pipeline: Story = {
  args: {
    applications: pipelineApplications(),
    now: fixtureNow,
    onStatusChange: () => Promise.resolve(),
    loadTimeline: () => Promise.resolve(timelineWithBot()),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Status of Globex" })).toHaveValue("offer");
    await expect(canvas.getByRole("row", { name: /Initech/ })).toHaveTextContent("Not opened yet");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Sort by" }), "Status");
    await expect(canvas.getAllByRole("rowheader")[0]).toHaveTextContent("Initech");
  },
};

/** Filtered to a status nobody has: the table gives way to a sentence. */
export const FilteredToNone: Story = {
  args: { applications: pipelineApplications().slice(0, 2), now: fixtureNow },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Status" }), "Withdrawn");
    await expect(canvas.getByText("No application has the status Withdrawn.")).toBeVisible();
  },
};

/** Storing a status fails: the menu goes back to the old status and the reason is announced. */
export const StatusChangeFails: Story = {
  args: {
    applications: pipelineApplications(),
    now: fixtureNow,
    onStatusChange: () => Promise.reject(new Error("Failed to change the status")),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole("combobox", { name: "Status of Acme Corp." });
    await userEvent.selectOptions(menu, "Offer");
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Failed to change the status");
    await expect(menu).toHaveValue("interviewing");
  },
};

/** Acme's timeline: every signal with its icon and time, and a link previewer's visit labelled as a bot. */
export const TimelineSignals: Story = {
  args: {
    applications: pipelineApplications(),
    now: fixtureNow,
    loadTimeline: () => Promise.resolve(timelineWithBot()),
  },
  play: async ({ canvasElement }) => {
    const canvas = await openAcmeTimeline(canvasElement);
    const signals = await canvas.findByRole("list", { name: "Signals" });
    await expect(signals.querySelectorAll(":scope > li")).toHaveLength(9);
    await expect(canvas.getByText("Bot: LinkedInBot")).toBeVisible();
  },
};

/** A case study's reading per block under its page: each block's seconds in view, a dash for one never reached. */
export const TimelineBlocks: Story = {
  args: { loadTimeline: () => Promise.resolve(timelineWithBlocks()) },
  play: async ({ canvasElement }) => {
    const canvas = await openAcmeTimeline(canvasElement);
    const blocks = await canvas.findByRole("list", { name: "Blocks read" });
    await expect(within(blocks).getByText(/^Problem Statement/)).toHaveTextContent(
      "Problem Statement 12 sec",
    );
    await expect(within(blocks).getByText(/^Key Metrics/)).toHaveTextContent("Key Metrics —not reached");
  },
};

/**
 * Each link's state beside its status (paused, expired, expires on a day), and the Link
 * settings button each row gets when the host stores them.
 */
export const LinkStates: Story = {
  args: {
    applications: pipelineApplications().map((application, at) => ({
      ...application,
      link: [
        { paused: true as const },
        { expiresAt: "2026-11-01T23:59:59.999Z" },
        { expiresAt: "2026-12-31T23:59:59.999Z", greeting: "Hello" },
      ][at],
    })),
    now: fixtureNow,
    linkSettings: { projects: linkProjects, roles: linkRoles, onSave: () => Promise.resolve() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Paused")).toBeVisible();
    await expect(canvas.getByText("Expired")).toBeVisible();
    await expect(canvas.getByText("Expires on Dec 31, 2026")).toBeVisible();
    await expect(canvas.getAllByRole("button", { name: /^Link settings of / }).length).toBeGreaterThan(2);
  },
};

/** A visit through the link after it was paused or expired: marked, and said what it means. */
export const AfterLinkClosed: Story = {
  args: {
    loadTimeline: () =>
      Promise.resolve({
        ...oneTimeline(),
        visits: oneTimeline().visits.map((visit, at) =>
          at === 0 ? { ...visit, linkClosed: true as const } : visit,
        ),
      }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await openAcmeTimeline(canvasElement);
    await expect(await canvas.findByText("After the link closed")).toBeVisible();
  },
};

/**
 * The pipeline's states at once, for visual review: each status, not opened yet, no row
 * with the chosen status, a timeline with every signal and a bot's visit, and one with no
 * signal yet.
 */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  args: { applications: pipelineApplications(), now: fixtureNow, onStatusChange: () => Promise.resolve() },
  render: (args) => (
    <div style={{ display: "grid", gap: 32 }}>
      <ApplicationsPanel {...args} aria-label="Each status, one not opened yet" />
      <ApplicationTimeline timeline={timelineWithBot()} events={everySignal()} timeZone="UTC" />
      <ApplicationTimeline
        timeline={{ ...oneTimeline(), ref: "globex", company: "Globex" }}
        events={[]}
        timeZone="UTC"
      />
      <ApplicationsPanel {...args} applications={[]} aria-label="No application" />
    </div>
  ),
};
