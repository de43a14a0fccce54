import { CampaignLinkBuilder } from "../CampaignLinkBuilder";
import { BreakdownTable, countColumn, uniqueColumn, visitRows } from "./AnalyticsTabs.Breakdown";
import { useAnalyticsTab } from "./AnalyticsTabs.context";

/** Campaigns: visits and unique visitors per tag, and the builder of tagged links when the host gives one. */
export function AnalyticsTabsCampaigns() {
  const { summary, locale, labels, linkBuilder, applications } = useAnalyticsTab();
  return (
    <>
      <BreakdownTable
        caption={labels.campaigns}
        nameLabel={labels.campaign}
        rows={visitRows(summary.campaignBreakdown)}
        columns={[countColumn(labels.visits, locale), uniqueColumn(labels.uniqueVisitors, locale)]}
        empty={labels.noCampaignVisits}
      />
      {linkBuilder ? (
        <CampaignLinkBuilder
          siteUrl={linkBuilder.siteUrl}
          paths={linkBuilder.paths}
          onCreateApplication={applications?.createApplication}
        />
      ) : null}
    </>
  );
}
