import { ApplicationsPanel } from "../Applications";
import { useAnalyticsTab } from "./AnalyticsTabs.context";

/** Applications: the ones the owner tagged, each with its timeline when the host loads it. */
export function AnalyticsTabsApplications() {
  const { summary, timeZone, applications } = useAnalyticsTab();
  return (
    <>
      <ApplicationsPanel
        applications={summary.applications}
        loadTimeline={applications?.loadTimeline}
        timeZone={timeZone}
        defaultOpen={applications?.open}
        onStatusChange={applications?.changeStatus}
        linkSettings={applications?.linkSettings}
        rangeFrom={summary.range.from}
      />
    </>
  );
}
