import {
  goalNames,
  notFoundPageLabel,
  type AnalyticsSummary,
  type GoalName,
  type RecentVisit,
} from "@pmfolio/core";
import { forwardRef, useEffect, useRef, useState, type ComponentPropsWithoutRef } from "react";
import { formatCount, LabelsProvider, useLabels, useLocale, countInWords } from "../../../labels";
import { analyticsLabels } from "../../../labels/analyticsLabels";
import { Badge } from "../../../primitives/Badge";
import { ApplicationsPanel, type ApplicationsPanelProps } from "../Applications";
import { CampaignLinkBuilder, type CampaignLinkBuilderProps } from "../CampaignLinkBuilder";
import { formatDepth, formatDuration } from "../Applications/duration";
import { countryFlag, countryName, formatRate, formatShare, formatTimestamp } from "../format";
import {
  Code,
  Columns,
  Empty,
  Flag,
  List,
  Note,
  Panel,
  Root,
  TabStrip,
  Trigger,
  Visit,
  VisitFacts,
  VisitPage,
  Visits,
} from "./AnalyticsTabs.styles";
import { revealSelectedTab } from "./AnalyticsTabs.revealSelected";
import {
  BreakdownTable,
  countColumn,
  countRows,
  shareOfTotalColumn,
  type BreakdownRow,
} from "./AnalyticsTabs.Breakdown";

const tabOrder = [
  "pages",
  "entries",
  "sources",
  "campaigns",
  "applications",
  "countries",
  "goals",
  "devices",
  "browsers",
  "recent",
] as const;
export type AnalyticsTab = (typeof tabOrder)[number];

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
   * The locale of the breakdowns' dates, numbers and country names.
   * @defaultValue the provider's `locale` ("en-US")
   */
  locale?: string;
  /** The site's address and pages: shows the tagged-link builder in the Campaigns tab. */
  linkBuilder?: { siteUrl: string; paths: readonly string[] };
  /**
   * What the host does for applications: load one's timeline (the rows get a timeline
   * button) and create one from a company name (the link builder offers it).
   */
  applications?: {
    loadTimeline?: ApplicationsPanelProps["loadTimeline"];
    createApplication?: CampaignLinkBuilderProps["onCreateApplication"];
    /** The tag of the application whose timeline opens at first (see `ApplicationsPanel`'s `defaultOpen`). */
    open?: string;
  };
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

/** "tablet", "mobile" or nothing (desktop): a visit counts as one device class. */
function deviceFlag(visit: RecentVisit): "tablet" | "mobile" | null {
  if (visit.isTablet) return "tablet";
  return visit.isMobile ? "mobile" : null;
}

/**
 * The breakdowns, one tab each (arrow keys move between tabs): pages with total and
 * unique visits; traffic sources, largest first, with their share; devices; browsers
 * and operating systems; and the latest visits.
 */
export const AnalyticsTabs = forwardRef<HTMLDivElement, AnalyticsTabsProps>(function AnalyticsTabs(
  {
    summary,
    value,
    defaultValue = "pages",
    onValueChange,
    timeZone,
    locale: localeOverride,
    linkBuilder,
    applications,
    ...rest
  },
  ref,
) {
  const labels = useLabels("analyticsTabs", analyticsLabels.analyticsTabs);
  const analytics = useLabels("analytics", analyticsLabels.analytics);
  const contextLocale = useLocale();
  const locale = localeOverride ?? contextLocale;
  const listRef = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState<AnalyticsTab>(defaultValue);
  const selected = value ?? chosen;
  useEffect(() => revealSelectedTab(listRef.current), [selected]);
  const total = summary.totalVisits;
  const visitsColumn = countColumn(labels.visits, locale);
  const completionsColumn = countColumn(labels.completions, locale);
  const shareColumn = shareOfTotalColumn(labels.share, total, locale);
  const entries = countRows(summary.entryPages);
  const entryTotal = entries.reduce((sum, row) => sum + row.count, 0);
  const campaigns: BreakdownRow[] = Object.entries(summary.campaignBreakdown).map(([name, campaign]) => ({
    name,
    count: campaign.totalVisits,
    unique: campaign.uniqueVisits,
  }));
  const notFound = countRows(summary.notFoundPaths);
  const uniqueColumn = {
    label: labels.uniqueVisitors,
    value: (row: BreakdownRow) => formatCount(row.unique ?? 0, locale),
  };
  const pages: BreakdownRow[] = Object.entries(summary.pageBreakdown).map(([name, page]) => ({
    name,
    count: page.totalVisits,
    unique: page.uniqueVisits,
  }));
  const devices: BreakdownRow[] =
    total > 0
      ? [
          { name: labels.devices.mobile, count: summary.deviceBreakdown.mobile },
          { name: labels.devices.desktop, count: summary.deviceBreakdown.desktop },
          { name: labels.devices.tablet, count: summary.deviceBreakdown.tablet },
        ]
      : [];

  return (
    // The breakdowns' parts (the link builder) format in the breakdowns' locale.
    <LabelsProvider locale={locale}>
      <Root
        ref={ref}
        value={value}
        defaultValue={value ? undefined : defaultValue}
        onValueChange={(tab) => {
          setChosen(tab as AnalyticsTab);
          onValueChange?.(tab as AnalyticsTab);
        }}
        activationMode="automatic"
        {...rest}
      >
        <TabStrip>
          <List ref={listRef} aria-label={labels.list}>
            {tabOrder.map((tab) => (
              <Trigger key={tab} value={tab}>
                {labels.tabs[tab]}
              </Trigger>
            ))}
          </List>
        </TabStrip>

        <Panel value="pages">
          <BreakdownTable
            caption={labels.visitsPerPage}
            nameLabel={labels.page}
            rows={pages}
            columns={[
              { label: labels.totalVisits, value: (row) => formatCount(row.count, locale) },
              { label: labels.uniqueVisits, value: (row) => formatCount(row.unique ?? 0, locale) },
              {
                label: labels.medianRead,
                value: (row) => {
                  const engaged = summary.engagement[row.name];
                  return engaged?.views ? formatDuration(engaged.medianSeconds, locale) : "–";
                },
              },
              {
                label: labels.readThrough,
                value: (row) => {
                  const engaged = summary.engagement[row.name];
                  return engaged?.views ? formatDepth(engaged.readThroughRate * 100, locale) : "–";
                },
              },
            ]}
          />
          {notFound.length > 0 ? (
            <div>
              <BreakdownTable
                caption={labels.notFoundPaths}
                nameLabel={labels.path}
                rows={notFound}
                columns={[visitsColumn]}
              />
              <Note>{labels.notFoundNote(notFoundPageLabel)}</Note>
            </div>
          ) : null}
        </Panel>

        <Panel value="entries">
          <BreakdownTable
            caption={labels.entryPages}
            nameLabel={labels.page}
            rows={entries}
            columns={[
              { label: labels.entries, value: (row) => formatCount(row.count, locale) },
              { label: labels.share, value: (row) => formatShare(row.count, entryTotal, locale) },
            ]}
          />
        </Panel>

        <Panel value="sources">
          <BreakdownTable
            caption={labels.trafficSources}
            nameLabel={labels.source}
            rows={countRows(summary.trafficSourceBreakdown)}
            columns={[visitsColumn, shareColumn]}
          />
        </Panel>

        <Panel value="campaigns">
          <BreakdownTable
            caption={labels.campaigns}
            nameLabel={labels.campaign}
            rows={campaigns}
            columns={[visitsColumn, uniqueColumn]}
            empty={labels.noCampaignVisits}
          />
          {linkBuilder ? (
            <CampaignLinkBuilder
              siteUrl={linkBuilder.siteUrl}
              paths={linkBuilder.paths}
              onCreateApplication={applications?.createApplication}
            />
          ) : null}
        </Panel>

        <Panel value="applications">
          <ApplicationsPanel
            applications={summary.applications}
            loadTimeline={applications?.loadTimeline}
            timeZone={timeZone}
            defaultOpen={applications?.open}
          />
        </Panel>

        <Panel value="countries">
          <BreakdownTable
            caption={labels.countries}
            nameLabel={labels.country}
            rows={countRows(summary.countryBreakdown)}
            columns={[visitsColumn, shareColumn]}
            renderName={(row) => <CountryName code={row.name} locale={locale} />}
          />
        </Panel>

        <Panel value="goals">
          <BreakdownTable
            caption={labels.goalsCaption}
            nameLabel={labels.goal}
            rows={goalNames.map((goal) => ({ name: goal, count: summary.goals[goal].completions }))}
            columns={[
              { label: labels.completions, value: (row) => formatCount(row.count, locale) },
              {
                label: labels.conversionRate,
                value: (row) => formatRate(summary.goals[row.name as GoalName].conversionRate, locale),
              },
              {
                label: labels.previousPeriod,
                value: (row) => formatCount(summary.previous.goals[row.name as GoalName] ?? 0, locale),
              },
            ]}
            renderName={(row) => labels.goals[row.name as GoalName]}
          />
          <Note>{labels.conversionNote}</Note>
          {goalNames
            .filter((goal) => summary.goals[goal].completions > 0)
            .map((goal) => (
              <Columns key={goal}>
                <BreakdownTable
                  caption={labels.goalBySource(labels.goals[goal])}
                  nameLabel={labels.source}
                  rows={countRows(summary.goals[goal].bySource)}
                  columns={[completionsColumn]}
                />
                <BreakdownTable
                  caption={labels.goalByCampaign(labels.goals[goal])}
                  nameLabel={labels.campaign}
                  rows={countRows(summary.goals[goal].byCampaign)}
                  columns={[completionsColumn]}
                  empty={labels.noTaggedCompletions(
                    countInWords(analytics.completions, summary.goals[goal].completions, locale),
                  )}
                />
              </Columns>
            ))}
        </Panel>

        <Panel value="devices">
          <BreakdownTable
            caption={labels.devicesCaption}
            nameLabel={labels.device}
            rows={devices}
            columns={[visitsColumn, shareColumn]}
          />
        </Panel>

        <Panel value="browsers" data-columns="2">
          <BreakdownTable
            caption={labels.browsers}
            nameLabel={labels.browser}
            rows={countRows(summary.browserBreakdown)}
            columns={[visitsColumn, shareColumn]}
          />
          {total > 0 ? (
            <BreakdownTable
              caption={labels.operatingSystems}
              nameLabel={labels.operatingSystem}
              rows={countRows(summary.osBreakdown)}
              columns={[visitsColumn, shareColumn]}
            />
          ) : null}
        </Panel>

        <Panel value="recent">
          {summary.recentVisits.length === 0 ? (
            <Empty>{analytics.noVisits}</Empty>
          ) : (
            <Visits aria-label={labels.recentVisits}>
              {summary.recentVisits.map((visit) => {
                const flag = deviceFlag(visit);
                return (
                  <Visit key={visit.id}>
                    <VisitPage>
                      {visit.pageUrl}
                      {flag ? (
                        <Badge tone={flag === "tablet" ? "accent" : "primary"}>{labels.devices[flag]}</Badge>
                      ) : null}
                    </VisitPage>
                    <VisitFacts>
                      <span>{labels.browserOnOs(visit.browser, visit.os)}</span>
                      <span>{labels.visitSource(visit.trafficSource)}</span>
                      <time dateTime={visit.timestamp}>
                        {formatTimestamp(visit.timestamp, locale, timeZone)}
                      </time>
                    </VisitFacts>
                  </Visit>
                );
              })}
            </Visits>
          )}
        </Panel>
      </Root>
    </LabelsProvider>
  );
});
