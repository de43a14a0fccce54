import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  bilingualSummary,
  emptySummary,
  fixturePaths,
  fixtureSiteUrl,
  hostileSummary,
  longContentSummary,
  sampleSummary,
} from "../fixtures/summary";
import { sampleApplications, sampleTimeline } from "../fixtures/applications";
import { AnalyticsTabs } from "./AnalyticsTabs";
import { analyticsTabOrder, type AnalyticsTab } from "./AnalyticsTabs.order";
import { dashboardFrame } from "../../../fixtures";

const meta = {
  title: "Analytics/AnalyticsTabs",
  component: AnalyticsTabs,
  args: {
    summary: sampleSummary(30),
    timeZone: "UTC",
    locale: "en-US",
    linkBuilder: { siteUrl: fixtureSiteUrl, paths: fixturePaths },
  },
  decorators: [dashboardFrame],
} satisfies Meta<typeof AnalyticsTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pages, the first tab; arrow keys reach the others. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: "Pages" }));
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Entry Pages" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tab", { name: "Entry Pages" })).toHaveFocus();
  },
};

export const EntryPages: Story = { args: { defaultValue: "entries" } };

/**
 * A site in English and German: the visits per language under the pages, and a toggle (off at
 * first) that lists each page once, its languages together.
 */
export const SeveralLanguages: Story = {
  args: { summary: bilingualSummary(30) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("table", { name: "Visits per language" })).toBeVisible();
    const toggle = canvas.getByRole("checkbox", { name: "Each page once, all languages together" });
    await expect(toggle).not.toBeChecked();
    await expect(canvas.getByRole("rowheader", { name: "/de/" })).toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.queryByRole("rowheader", { name: "/de/" })).toBeNull();
  },
};

/** The applications of the range; a row's button opens that application's timeline. */
export const Applications: Story = {
  args: {
    defaultValue: "applications",
    // Only applications the owner created in the link builder are rows.
    summary: { ...sampleSummary(30), applications: sampleApplications(6) },
    applications: { loadTimeline: () => Promise.resolve(sampleTimeline(4)) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("table", { name: "Applications, most recently seen first" })).toBeVisible();
  },
};

/** Visits per campaign, and the builder of tagged links for applications. */
export const Campaigns: Story = {
  args: { defaultValue: "campaigns" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Tag" }), "acme-pm-role");
    await expect(canvas.getByRole("textbox", { name: "Link" })).toHaveValue(
      "https://jordanlee.example/?ref=acme-pm-role",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Copy link" }));
    // Copied to the clipboard, or (where the browser refuses) selected for copying by hand; the
    // clipboard write is asynchronous, so wait for the live region rather than read it at once.
    await waitFor(() =>
      expect(canvasElement.querySelector("[aria-live='polite']")?.textContent).toMatch(
        /^(Copied|The link is selected)/,
      ),
    );
  },
};

/** The tabs opened on `tab`, which shows each of `names` as a `role`. */
function openedOn(tab: AnalyticsTab, role: "rowheader" | "table", names: string[]): Story {
  return {
    args: { defaultValue: tab },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      for (const name of names) await expect(canvas.getByRole(role, { name })).toBeVisible();
    },
  };
}

export const Countries: Story = openedOn("countries", "rowheader", ["United States US", "Unknown"]);
export const Goals: Story = openedOn("goals", "table", ["Goals", "Resume downloads by campaign"]);

export const EmptyCampaigns: Story = { args: { summary: emptySummary(30), defaultValue: "campaigns" } };
export const EmptyGoals: Story = { args: { summary: emptySummary(30), defaultValue: "goals" } };

/** Markup, bidi overrides and 300-character words: inert text that wraps. */
export const HostileContent: Story = {
  args: { summary: hostileSummary() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ["Pages", "Traffic Sources", "Campaigns", "Goals", "Recent Visits"]) {
      await userEvent.click(canvas.getByRole("tab", { name }));
      await expect(canvasElement.querySelector("[role='tabpanel'] :is(script, img, b)")).toBeNull();
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

export const TrafficSources: Story = { args: { defaultValue: "sources" } };
export const Devices: Story = { args: { defaultValue: "devices" } };
export const Browsers: Story = { args: { defaultValue: "browsers" } };
export const RecentVisits: Story = { args: { defaultValue: "recent" } };
export const Empty: Story = { args: { summary: emptySummary(30) } };
export const LongContent: Story = { args: { summary: longContentSummary(), defaultValue: "recent" } };
export const NarrowScreen: Story = {
  args: { summary: longContentSummary(), defaultValue: "sources" },
  globals: { viewport: { value: "phone" } },
};

/**
 * A phone: a long path stays on one line, cut with an ellipsis, and shows whole on focus (and on
 * hover, with its title); the numbers keep their columns.
 */
export const PhoneTables: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table", { name: "Visits per page" });
    const path = within(table).getByRole("rowheader", { name: "/projects/interview-coach" });
    const name = within(path).getByText("/projects/interview-coach");
    const lineHeight = parseFloat(getComputedStyle(name).lineHeight);
    await expect({ lines: Math.round(name.getBoundingClientRect().height / lineHeight) }).toEqual({
      lines: 1,
    });
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(name).toHaveAttribute("title", "/projects/interview-coach");
    name.focus();
    await expect(name).toHaveFocus();
    await waitFor(() => expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The visible opacity of a tab strip's edge fade. */
const fade = (strip: Element, edge: "::before" | "::after") => Number(getComputedStyle(strip, edge).opacity);

/**
 * A phone: the tab strip scrolls, and says so with a fade at the edge that has more tabs; the selected
 * tab (here the last) is scrolled into view.
 */
export const PhoneTabStrip: Story = {
  args: { defaultValue: "recent" },
  globals: { viewport: { value: "phone" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("tablist");
    const strip = list.parentElement!;
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const selected = canvas.getByRole("tab", { name: "Recent Visits", selected: true });
    await waitFor(() =>
      expect(selected.getBoundingClientRect().right).toBeLessThanOrEqual(
        list.getBoundingClientRect().right + 0.5,
      ),
    );
    // Scrolled to the end: more tabs to the left only.
    await waitFor(() =>
      expect({ start: fade(strip, "::before") > 0, end: fade(strip, "::after") }).toEqual({
        start: true,
        end: 0,
      }),
    );
    list.scrollLeft = 0;
    await waitFor(() =>
      expect({ start: fade(strip, "::before"), end: fade(strip, "::after") > 0 }).toEqual({
        start: 0,
        end: true,
      }),
    );
  },
};

/** Every tab open at once, for visual review. */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: (args) => (
    <div style={{ display: "grid", gap: 32 }}>
      {analyticsTabOrder.map((tab) => (
        <AnalyticsTabs key={tab} {...args} defaultValue={tab} aria-label={`Breakdowns, ${tab}`} />
      ))}
      <AnalyticsTabs {...args} summary={emptySummary(30)} aria-label="Breakdowns, empty" />
      <AnalyticsTabs
        {...args}
        summary={hostileSummary()}
        defaultValue="campaigns"
        aria-label="Breakdowns, hostile content"
      />
    </div>
  ),
};
