import { notFoundPageLabel } from "@pmfolio/core";
import { formatDepth, formatDuration } from "../Applications/duration";
import { BreakdownTable, countColumn, countRows, uniqueColumn, visitRows } from "./AnalyticsTabs.Breakdown";
import { useAnalyticsTab } from "./AnalyticsTabs.context";
import { Note } from "./AnalyticsTabs.styles";

/** Pages: total and unique visits, the median read and the read-through of each, then paths not found. */
export function AnalyticsTabsPages() {
  const { summary, locale, labels } = useAnalyticsTab();
  const notFound = countRows(summary.notFoundPaths);
  return (
    <>
      <BreakdownTable
        caption={labels.visitsPerPage}
        nameLabel={labels.page}
        rows={visitRows(summary.pageBreakdown)}
        columns={[
          countColumn(labels.totalVisits, locale),
          uniqueColumn(labels.uniqueVisits, locale),
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
            columns={[countColumn(labels.visits, locale)]}
          />
          <Note>{labels.notFoundNote(notFoundPageLabel)}</Note>
        </div>
      ) : null}
    </>
  );
}
