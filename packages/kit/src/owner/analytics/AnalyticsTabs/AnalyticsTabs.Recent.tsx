import type { RecentVisit } from "@pmfolio/core";
import { useLabels } from "../../../labels";
import { analyticsLabels } from "../../../labels/analyticsLabels";
import { Badge } from "../../../primitives/Badge";
import { formatTimestamp } from "../format";
import { useAnalyticsTab } from "./AnalyticsTabs.context";
import { Empty, Visit, VisitFacts, VisitPage, Visits } from "./AnalyticsTabs.styles";

/** "tablet", "mobile" or nothing (desktop): a visit counts as one device class. */
function deviceFlag(visit: RecentVisit): "tablet" | "mobile" | null {
  if (visit.isTablet) return "tablet";
  return visit.isMobile ? "mobile" : null;
}

/** The latest visits: the page, its device, browser, source and time. */
export function AnalyticsTabsRecent() {
  const { summary, locale, timeZone, labels } = useAnalyticsTab();
  const analytics = useLabels("analytics", analyticsLabels.analytics);
  return (
    <>
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
                  <time dateTime={visit.timestamp}>{formatTimestamp(visit.timestamp, locale, timeZone)}</time>
                </VisitFacts>
              </Visit>
            );
          })}
        </Visits>
      )}
    </>
  );
}
