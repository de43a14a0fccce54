import type { AnalyticsSummary } from "@pmfolio/core";
import { describe, expect, it, vi } from "vitest";
import { axeViolations, render, screen, within } from "../../../test/render";
import { bilingualSummary, emptySummary, hostileSummary, sampleSummary } from "../fixtures/summary";
import { AnalyticsTabs } from "./AnalyticsTabs";
import { analyticsTabOrder } from "./AnalyticsTabs.order";

const summary: AnalyticsSummary = {
  ...sampleSummary(7),
  totalVisits: 8,
  uniqueVisits: 5,
  pageBreakdown: {
    "/": { totalVisits: 5, uniqueVisits: 4 },
    "/projects/magic-leap": { totalVisits: 3, uniqueVisits: 2 },
  },
  engagement: { "/projects/magic-leap": { views: 2, medianSeconds: 95, readThroughRate: 0.5 } },
  trafficSourceBreakdown: { LinkedIn: 2, Direct: 5, Google: 1 },
  countryBreakdown: { US: 4, DE: 2, Unknown: 1, Other: 1 },
  campaignBreakdown: {
    "acme-pm-role": { totalVisits: 3, uniqueVisits: 2 },
    "globex-senior-pm": { totalVisits: 1, uniqueVisits: 1 },
  },
  entryPages: { "/": 4, "/projects/magic-leap": 1 },
  notFoundPaths: { "/wp-login.php": 2, "/.env": 1 },
  goals: {
    "resume-download": {
      completions: 2,
      conversionRate: 0.4,
      bySource: { LinkedIn: 2 },
      byCampaign: { "acme-pm-role": 1 },
    },
    "contact-sent": { completions: 1, conversionRate: 0.2, bySource: { Direct: 1 }, byCampaign: {} },
    "booking-click": { completions: 0, conversionRate: 0, bySource: {}, byCampaign: {} },
    "profile-click": { completions: 0, conversionRate: 0, bySource: {}, byCampaign: {} },
  },
  deviceBreakdown: { mobile: 3, desktop: 4, tablet: 1 },
  browserBreakdown: { Chrome: 5, Safari: 3 },
  osBreakdown: { Windows: 4, iOS: 4 },
  recentVisits: [
    {
      id: "a",
      pageUrl: "/projects/magic-leap",
      browser: "Safari",
      os: "iOS",
      isMobile: true,
      isTablet: false,
      trafficSource: "LinkedIn",
      timestamp: "2026-11-22T15:04:00.000Z",
    },
    {
      id: "b",
      pageUrl: "/",
      browser: "Safari",
      os: "iOS",
      isMobile: true,
      isTablet: true,
      trafficSource: "Direct",
      timestamp: "2026-11-22T14:00:00.000Z",
    },
    {
      id: "c",
      pageUrl: "/",
      browser: "Chrome",
      os: "Windows",
      isMobile: false,
      isTablet: false,
      trafficSource: "Google",
      timestamp: "2026-11-22T13:00:00.000Z",
    },
  ],
};

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));

/** Renders the tabs (on `summary` unless `ui` says otherwise) and opens the tab named `name`. */
async function openTab(name: string, ui = <AnalyticsTabs summary={summary} />) {
  const result = render(ui);
  await result.user.click(screen.getByRole("tab", { name }));
  return result;
}

describe("AnalyticsTabs", () => {
  it("shows one tab per part, in one order, each opening its own panel", async () => {
    const { user } = render(<AnalyticsTabs summary={summary} />);
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.id.split("-").pop())).toEqual([...analyticsTabOrder]);
    for (const tab of tabs) {
      await user.click(tab);
      const panel = screen.getByRole("tabpanel");
      expect(panel).toHaveAttribute("aria-labelledby", tab.id);
      expect(panel).not.toBeEmptyDOMElement();
    }
  });

  it("opens on Pages: total and unique visits per page, median time read and read-through", async () => {
    const { container } = render(<AnalyticsTabs summary={summary} />);
    expect(screen.getByRole("tab", { name: "Pages", selected: true })).toBeInTheDocument();
    expect(rowsOf(screen.getByRole("table", { name: "Visits per page" }))).toEqual([
      ["/", "5", "4", "–", "–"],
      ["/projects/magic-leap", "3", "2", "1 min, 35 sec", "50%"],
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("on a site of several languages, gives visits per language and can list each page once", async () => {
    const bilingual: AnalyticsSummary = {
      ...summary,
      pageBreakdown: {
        "/": { totalVisits: 5, uniqueVisits: 4 },
        "/de/": { totalVisits: 2, uniqueVisits: 2 },
        "/projects/magic-leap": { totalVisits: 3, uniqueVisits: 2 },
      },
      languageBreakdown: { en: { totalVisits: 8, uniqueVisits: 5 }, de: { totalVisits: 2, uniqueVisits: 2 } },
      pageGroups: {
        "/": { totalVisits: 7, uniqueVisits: 5 },
        "/projects/magic-leap": { totalVisits: 3, uniqueVisits: 2 },
      },
    };
    const { user, container } = render(<AnalyticsTabs summary={bilingual} />);
    expect(rowsOf(screen.getByRole("table", { name: "Visits per language" }))).toEqual([
      ["English", "8", "5"],
      ["German", "2", "2"],
    ]);
    const toggle = screen.getByRole("checkbox", { name: "Each page once, all languages together" });
    expect(toggle).not.toBeChecked();
    expect(rowsOf(screen.getByRole("table", { name: "Visits per page" })).map(([page]) => page)).toEqual([
      "/",
      "/projects/magic-leap",
      "/de/",
    ]);
    await user.click(toggle);
    expect(rowsOf(screen.getByRole("table", { name: "Visits per page" }))).toEqual([
      ["/", "7", "5"],
      ["/projects/magic-leap", "3", "2"],
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows no language figures on a site of one language, and the fixture of two adds up", () => {
    const { unmount } = render(<AnalyticsTabs summary={summary} />);
    expect(screen.queryByRole("table", { name: "Visits per language" })).toBeNull();
    expect(screen.queryByRole("checkbox")).toBeNull();
    unmount();
    const month = bilingualSummary();
    const byLanguage = Object.values(month.languageBreakdown!).reduce((sum, row) => sum + row.totalVisits, 0);
    const { [Object.keys(month.pageBreakdown).find((page) => !page.startsWith("/"))!]: notFound } =
      month.pageBreakdown;
    expect(byLanguage + (notFound?.totalVisits ?? 0)).toBe(month.totalVisits);
  });

  it.each([
    {
      what: "sorts traffic sources largest first with their share to one decimal",
      tab: "Traffic Sources",
      table: "Traffic sources",
      rows: [
        ["Direct", "5", "62.5%"],
        ["LinkedIn", "2", "25.0%"],
        ["Google", "1", "12.5%"],
      ],
    },
    {
      what: "counts mobile, desktop and tablet visits",
      tab: "Devices",
      table: "Devices",
      rows: [
        ["Desktop", "4", "50.0%"],
        ["Mobile", "3", "37.5%"],
        ["Tablet", "1", "12.5%"],
      ],
    },
    {
      what: "counts entry pages with their share of all entries",
      tab: "Entry Pages",
      table: "Entry pages",
      rows: [
        ["/", "4", "80.0%"],
        ["/projects/magic-leap", "1", "20.0%"],
      ],
    },
  ])("$what", async ({ tab, table, rows }) => {
    const { container } = await openTab(tab);
    expect(rowsOf(screen.getByRole("table", { name: table }))).toEqual(rows);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("breaks visits down by browser and by operating system", async () => {
    const { container } = await openTab("Browsers");
    expect(rowsOf(screen.getByRole("table", { name: "Browsers" }))).toEqual([
      ["Chrome", "5", "62.5%"],
      ["Safari", "3", "37.5%"],
    ]);
    expect(rowsOf(screen.getByRole("table", { name: "Operating systems" }))).toEqual([
      ["iOS", "4", "50.0%"],
      ["Windows", "4", "50.0%"],
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("lists recent visits: page, 'browser on os', Mobile/Tablet flag, source and time", async () => {
    const { container } = await openTab("Recent Visits", <AnalyticsTabs summary={summary} timeZone="UTC" />);
    const items = within(screen.getByRole("list", { name: "Latest visits, newest first" })).getAllByRole(
      "listitem",
    );
    expect(items.map((item) => item.textContent)).toEqual([
      "/projects/magic-leapMobileSafari on iOSSource: LinkedInNov 22, 2026, 3:04 PM",
      "/TabletSafari on iOSSource: DirectNov 22, 2026, 2:00 PM",
      "/Chrome on WindowsSource: GoogleNov 22, 2026, 1:00 PM",
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("moves between tabs with the arrow keys", async () => {
    const onValueChange = vi.fn();
    const { user } = render(<AnalyticsTabs summary={summary} onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole("tab", { name: "Pages" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Entry Pages" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Entry Pages" })).toHaveAttribute("aria-selected", "true");
    expect(onValueChange).toHaveBeenLastCalledWith("entries");
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Recent Visits" })).toHaveFocus();
  });

  it("says so in every tab when nobody visited", async () => {
    const { user, container } = render(<AnalyticsTabs summary={emptySummary(7)} />);
    for (const name of ["Pages", "Traffic Sources", "Devices", "Browsers", "Recent Visits"]) {
      await user.click(screen.getByRole("tab", { name }));
      expect(screen.getByRole("tabpanel")).toHaveTextContent("No visits in this range.");
    }
    expect(await axeViolations(container)).toEqual([]);
  });

  it("lists the paths the site does not have under the pages, as a curiosity", async () => {
    const { container } = render(<AnalyticsTabs summary={summary} />);
    expect(
      rowsOf(screen.getByRole("table", { name: "Most asked-for paths the site does not have" })),
    ).toEqual([
      ["/wp-login.php", "2"],
      ["/.env", "1"],
    ]);
    expect(
      screen.getByText("Counted above under (not found); listed for curiosity only."),
    ).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("lists campaigns with visits and unique visitors", async () => {
    const { container } = await openTab("Campaigns");
    expect(rowsOf(screen.getByRole("table", { name: "Campaigns" }))).toEqual([
      ["acme-pm-role", "3", "2"],
      ["globex-senior-pm", "1", "1"],
    ]);
    expect(screen.queryByRole("group", { name: "Tagged link for an application" })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("names countries in the page's language, with the code; 'Unknown' and 'Other' as they are", async () => {
    const { container } = await openTab("Countries", <AnalyticsTabs summary={summary} locale="en-US" />);
    expect(rowsOf(screen.getByRole("table", { name: "Countries" }))).toEqual([
      ["\u{1F1FA}\u{1F1F8}United States US", "4", "50.0%"],
      ["\u{1F1E9}\u{1F1EA}Germany DE", "2", "25.0%"],
      ["Other", "1", "12.5%"],
      ["Unknown", "1", "12.5%"],
    ]);
    expect(screen.getByRole("rowheader", { name: "United States US" })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows each goal's completions and conversion rate, by source and by campaign", async () => {
    const { container } = await openTab(
      "Goals",
      <AnalyticsTabs
        summary={{
          ...summary,
          previous: { ...summary.previous, goals: { ...summary.previous.goals, "resume-download": 1 } },
        }}
      />,
    );
    expect(rowsOf(screen.getByRole("table", { name: "Goals" }))).toEqual([
      ["Resume downloads", "2", "40.0%", "1"],
      ["Messages sent", "1", "20.0%", String(summary.previous.goals["contact-sent"])],
      ["Booking link clicks", "0", "0.0%", String(summary.previous.goals["booking-click"])],
      ["Profile link clicks", "0", "0.0%", String(summary.previous.goals["profile-click"])],
    ]);
    expect(rowsOf(screen.getByRole("table", { name: "Resume downloads by source" }))).toEqual([
      ["LinkedIn", "2"],
    ]);
    expect(rowsOf(screen.getByRole("table", { name: "Resume downloads by campaign" }))).toEqual([
      ["acme-pm-role", "1"],
    ]);
    expect(screen.getByText("None of the 1 completion came through a tagged link.")).toBeInTheDocument();
    expect(screen.queryByRole("table", { name: "Booking link clicks by source" })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows markup, bidi overrides and very long words in names as inert text", async () => {
    const hostile = hostileSummary();
    const { user, container } = render(<AnalyticsTabs summary={hostile} />);
    const path = Object.keys(hostile.pageBreakdown).find((name) => name.includes("<script>"))!;
    expect(screen.getByRole("rowheader", { name: path })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Campaigns" }));
    const campaign = Object.keys(hostile.campaignBreakdown).find((name) => name.includes("<script>"))!;
    expect(screen.getByRole("rowheader", { name: campaign })).toBeInTheDocument();
    expect(container.querySelector("script, img, b")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});
