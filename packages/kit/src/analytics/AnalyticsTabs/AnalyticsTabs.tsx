import {
  goalNames,
  notFoundPageLabel,
  type AnalyticsSummary,
  type GoalName,
  type RecentVisit,
} from "@pmfolio/core";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { Badge } from "../../layout/Badge";
import { CampaignLinkBuilder } from "../CampaignLinkBuilder";
import {
  countryFlag,
  countryName,
  formatCount,
  formatRate,
  formatShare,
  formatTimestamp,
  plural,
} from "../format";
import {
  Code,
  Columns,
  Empty,
  Flag,
  List,
  Note,
  Panel,
  Root,
  Trigger,
  Visit,
  VisitFacts,
  VisitPage,
  Visits,
} from "./AnalyticsTabs.styles";
import { BreakdownTable, countRows, shareColumn, visitsColumn, type BreakdownRow } from "./BreakdownTable";

/** The dashboard's tabs, in order. */
export const analyticsTabs = [
  { value: "pages", label: "Pages" },
  { value: "entries", label: "Entry Pages" },
  { value: "sources", label: "Traffic Sources" },
  { value: "campaigns", label: "Campaigns" },
  { value: "countries", label: "Countries" },
  { value: "goals", label: "Goals" },
  { value: "devices", label: "Devices" },
  { value: "browsers", label: "Browsers" },
  { value: "recent", label: "Recent Visits" },
] as const;
export type AnalyticsTab = (typeof analyticsTabs)[number]["value"];

export interface AnalyticsTabsProps extends Omit<
  ComponentPropsWithoutRef<"div">,
  "defaultValue" | "dir" | "onChange"
> {
  /** The figures to break down. */
  summary: AnalyticsSummary;
  /** The open tab, when the host controls it. */
  value?: AnalyticsTab;
  /**
   * The tab open at first, when the host does not control it.
   * @defaultValue "pages"
   */
  defaultValue?: AnalyticsTab;
  /** Called when the owner opens another tab. */
  onValueChange?: (tab: AnalyticsTab) => void;
  /**
   * The IANA time zone recent visits are shown in.
   * @defaultValue the viewer's time zone
   */
  timeZone?: string;
  /**
   * The language country names are shown in.
   * @defaultValue the page's language (`<html lang>`), else "en"
   */
  locale?: string;
  /** The site's address and pages: shows the tagged-link builder in the Campaigns tab. */
  linkBuilder?: { siteUrl: string; paths: readonly string[] };
}

/** What each goal counts, as the Goals tab names it. */
export const goalLabels: Record<GoalName, string> = {
  "resume-download": "Resume downloads",
  "contact-sent": "Messages sent",
  "booking-click": "Booking link clicks",
  "profile-click": "Profile link clicks",
};

function pageLanguage(): string {
  return (typeof document !== "undefined" && document.documentElement.lang) || "en";
}

/** A country row's name: flag (decorative), name in the viewer's language, and the code. */
function CountryName({ code, locale }: { code: string; locale: string }) {
  const name = countryName(code, locale);
  const flag = countryFlag(code);
  return (
    <>
      {flag ? <Flag aria-hidden="true">{flag}</Flag> : null}
      {name}
      {name !== code ? (
        <>
          {" "}
          <Code>{code}</Code>
        </>
      ) : null}
    </>
  );
}

/** "Tablet", "Mobile" or nothing (desktop): a visit counts as one device class. */
function deviceFlag(visit: RecentVisit): string | null {
  if (visit.isTablet) return "Tablet";
  return visit.isMobile ? "Mobile" : null;
}

/**
 * The breakdowns, one tab each (arrow keys move between tabs): pages with total and
 * unique visits; traffic sources, largest first, with their share; devices; browsers
 * and operating systems; and the latest visits.
 */
export const AnalyticsTabs = forwardRef<HTMLDivElement, AnalyticsTabsProps>(function AnalyticsTabs(
  { summary, value, defaultValue = "pages", onValueChange, timeZone, locale, linkBuilder, ...rest },
  ref,
) {
  const total = summary.totalVisits;
  const language = locale ?? pageLanguage();
  const entries = countRows(summary.entryPages);
  const entryTotal = entries.reduce((sum, row) => sum + row.count, 0);
  const campaigns: BreakdownRow[] = Object.entries(summary.campaignBreakdown).map(([name, campaign]) => ({
    name,
    count: campaign.totalVisits,
    unique: campaign.uniqueVisits,
  }));
  const notFound = countRows(summary.notFoundPaths);
  const uniqueColumn = {
    label: "Unique visitors",
    value: (row: BreakdownRow) => formatCount(row.unique ?? 0),
  };
  const pages: BreakdownRow[] = Object.entries(summary.pageBreakdown).map(([name, page]) => ({
    name,
    count: page.totalVisits,
    unique: page.uniqueVisits,
  }));
  const devices: BreakdownRow[] =
    total > 0
      ? [
          { name: "Mobile", count: summary.deviceBreakdown.mobile },
          { name: "Desktop", count: summary.deviceBreakdown.desktop },
          { name: "Tablet", count: summary.deviceBreakdown.tablet },
        ]
      : [];

  return (
    <Root
      ref={ref}
      value={value}
      defaultValue={value ? undefined : defaultValue}
      onValueChange={onValueChange ? (tab) => onValueChange(tab as AnalyticsTab) : undefined}
      activationMode="automatic"
      {...rest}
    >
      <List aria-label="Breakdowns">
        {analyticsTabs.map((tab) => (
          <Trigger key={tab.value} value={tab.value}>
            {tab.label}
          </Trigger>
        ))}
      </List>

      <Panel value="pages">
        <BreakdownTable
          caption="Visits per page"
          nameLabel="Page"
          rows={pages}
          columns={[
            { label: "Total visits", value: (row) => formatCount(row.count) },
            { label: "Unique visits", value: (row) => formatCount(row.unique ?? 0) },
          ]}
        />
        {notFound.length > 0 ? (
          <div>
            <BreakdownTable
              caption="Most asked-for paths the site does not have"
              nameLabel="Path"
              rows={notFound}
              columns={[visitsColumn]}
            />
            <Note>Counted above under {notFoundPageLabel}; listed for curiosity only.</Note>
          </div>
        ) : null}
      </Panel>

      <Panel value="entries">
        <BreakdownTable
          caption="Entry pages"
          nameLabel="Page"
          rows={entries}
          columns={[
            { label: "Entries", value: (row) => formatCount(row.count) },
            { label: "Share", value: (row) => formatShare(row.count, entryTotal) },
          ]}
        />
      </Panel>

      <Panel value="sources">
        <BreakdownTable
          caption="Traffic sources"
          nameLabel="Source"
          rows={countRows(summary.trafficSourceBreakdown)}
          columns={[visitsColumn, shareColumn(total)]}
        />
      </Panel>

      <Panel value="campaigns">
        <BreakdownTable
          caption="Campaigns"
          nameLabel="Campaign"
          rows={campaigns}
          columns={[visitsColumn, uniqueColumn]}
          empty="No visits through a tagged link in this range."
        />
        {linkBuilder ? <CampaignLinkBuilder siteUrl={linkBuilder.siteUrl} paths={linkBuilder.paths} /> : null}
      </Panel>

      <Panel value="countries">
        <BreakdownTable
          caption="Countries"
          nameLabel="Country"
          rows={countRows(summary.countryBreakdown)}
          columns={[visitsColumn, shareColumn(total)]}
          renderName={(row) => <CountryName code={row.name} locale={language} />}
        />
      </Panel>

      <Panel value="goals">
        <BreakdownTable
          caption="Goals"
          nameLabel="Goal"
          rows={goalNames.map((goal) => ({ name: goal, count: summary.goals[goal].completions }))}
          columns={[
            { label: "Completions", value: (row) => formatCount(row.count) },
            {
              label: "Conversion rate",
              value: (row) => formatRate(summary.goals[row.name as GoalName].conversionRate),
            },
            {
              label: "Previous period",
              value: (row) => formatCount(summary.previous.goals[row.name as GoalName] ?? 0),
            },
          ]}
          renderName={(row) => goalLabels[row.name as GoalName]}
          empty="No goals completed in this range."
        />
        <Note>Conversion rate: completions for every unique visitor of the range.</Note>
        {goalNames
          .filter((goal) => summary.goals[goal].completions > 0)
          .map((goal) => (
            <Columns key={goal}>
              <BreakdownTable
                caption={`${goalLabels[goal]} by source`}
                nameLabel="Source"
                rows={countRows(summary.goals[goal].bySource)}
                columns={[{ label: "Completions", value: (row) => formatCount(row.count) }]}
              />
              <BreakdownTable
                caption={`${goalLabels[goal]} by campaign`}
                nameLabel="Campaign"
                rows={countRows(summary.goals[goal].byCampaign)}
                columns={[{ label: "Completions", value: (row) => formatCount(row.count) }]}
                empty={`None of the ${plural(summary.goals[goal].completions, "completion", "completions")} came through a tagged link.`}
              />
            </Columns>
          ))}
      </Panel>

      <Panel value="devices">
        <BreakdownTable
          caption="Devices"
          nameLabel="Device"
          rows={devices}
          columns={[visitsColumn, shareColumn(total)]}
        />
      </Panel>

      <Panel value="browsers" data-columns="2">
        <BreakdownTable
          caption="Browsers"
          nameLabel="Browser"
          rows={countRows(summary.browserBreakdown)}
          columns={[visitsColumn, shareColumn(total)]}
        />
        {total > 0 ? (
          <BreakdownTable
            caption="Operating systems"
            nameLabel="Operating system"
            rows={countRows(summary.osBreakdown)}
            columns={[visitsColumn, shareColumn(total)]}
          />
        ) : null}
      </Panel>

      <Panel value="recent">
        {summary.recentVisits.length === 0 ? (
          <Empty>No visits in this range.</Empty>
        ) : (
          <Visits aria-label="Latest visits, newest first">
            {summary.recentVisits.map((visit) => {
              const flag = deviceFlag(visit);
              return (
                <Visit key={visit.id}>
                  <VisitPage>
                    {visit.pageUrl}
                    {flag ? <Badge tone={flag === "Tablet" ? "accent" : "primary"}>{flag}</Badge> : null}
                  </VisitPage>
                  <VisitFacts>
                    <span>
                      {visit.browser} on {visit.os}
                    </span>
                    <span>Source: {visit.trafficSource}</span>
                    <time dateTime={visit.timestamp}>{formatTimestamp(visit.timestamp, timeZone)}</time>
                  </VisitFacts>
                </Visit>
              );
            })}
          </Visits>
        )}
      </Panel>
    </Root>
  );
});
