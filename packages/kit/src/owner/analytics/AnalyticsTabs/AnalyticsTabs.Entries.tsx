import { formatCount } from "../../../labels";
import { formatShare } from "../format";
import { BreakdownTable, countRows } from "./AnalyticsTabs.Breakdown";
import { useAnalyticsTab } from "./AnalyticsTabs.context";

/** Entry pages: where visits start, with each one's share of the entries. */
export function AnalyticsTabsEntries() {
  const { summary, locale, labels } = useAnalyticsTab();
  const entries = countRows(summary.entryPages);
  const entryTotal = entries.reduce((sum, row) => sum + row.count, 0);
  return (
    <>
      <BreakdownTable
        caption={labels.entryPages}
        nameLabel={labels.page}
        rows={entries}
        columns={[
          { label: labels.entries, value: (row) => formatCount(row.count, locale) },
          { label: labels.share, value: (row) => formatShare(row.count, entryTotal, locale) },
        ]}
      />
    </>
  );
}
