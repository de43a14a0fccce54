import type { AnalyticsSummary, RecentVisit } from "@pmfolio/core";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { Badge } from "../../layout/Badge";
import { formatCount, formatTimestamp } from "../format";
import {
  Empty,
  List,
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
  { value: "sources", label: "Traffic Sources" },
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
  { summary, value, defaultValue = "pages", onValueChange, timeZone, ...rest },
  ref,
) {
  const total = summary.totalVisits;
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
      </Panel>

      <Panel value="sources">
        <BreakdownTable
          caption="Traffic sources"
          nameLabel="Source"
          rows={countRows(summary.trafficSourceBreakdown)}
          columns={[visitsColumn, shareColumn(total)]}
        />
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
