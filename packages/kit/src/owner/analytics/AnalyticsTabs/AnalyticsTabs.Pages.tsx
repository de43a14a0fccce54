import { notFoundPageLabel } from "@pmfolio/core";
import { useId, useState } from "react";
import { CheckLabel, Checkbox } from "../../../internal/Checkbox";
import { analyticsLabels } from "../../../labels/analyticsLabels";
import { languageName } from "../../../labels/format";
import { formatDepth, formatDuration } from "../Applications/duration";
import { BreakdownTable, countColumn, countRows, uniqueColumn, visitRows } from "./AnalyticsTabs.Breakdown";
import { useAnalyticsTab } from "./AnalyticsTabs.context";
import { Note } from "./AnalyticsTabs.styles";
import { PageName, usePageTitles } from "../PageName";

const defaults = analyticsLabels.analyticsTabs;

/**
 * Pages: total and unique visits, the median read and the read-through of each, then paths not
 * found. On a site of several languages (the summary's `pageGroups`), a toggle lists each page once
 * with its languages together (off at first), and a table gives the visits per language.
 */
export function AnalyticsTabsPages() {
  const { summary, locale, labels } = useAnalyticsTab();
  const titles = usePageTitles();
  const [grouped, setGrouped] = useState(false);
  const toggleId = useId();
  const notFound = countRows(summary.notFoundPaths);
  const { pageGroups, languageBreakdown } = summary;
  const visits = [countColumn(labels.totalVisits, locale), uniqueColumn(labels.uniqueVisits, locale)];
  return (
    <>
      {pageGroups ? (
        <CheckLabel htmlFor={toggleId}>
          <Checkbox
            id={toggleId}
            checked={grouped}
            onChange={(event) => setGrouped(event.currentTarget.checked)}
          />
          {labels.groupLanguages ?? defaults.groupLanguages}
        </CheckLabel>
      ) : null}
      {grouped && pageGroups ? (
        // A group's reading figures would mix languages' pages: only its visits are shown.
        <BreakdownTable
          caption={labels.visitsPerPage}
          nameLabel={labels.page}
          rows={visitRows(pageGroups)}
          columns={visits}
        />
      ) : (
        <BreakdownTable
          caption={labels.visitsPerPage}
          nameLabel={labels.page}
          rows={visitRows(summary.pageBreakdown)}
          // A path stays text, which the table cuts with an ellipsis and shows whole on focus and in
          // its tooltip; a page the site gives a title reads as its title and path.
          renderName={(row) => (titles[row.name] ? <PageName path={row.name} /> : row.name)}
          columns={[
            ...visits,
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
      )}
      {languageBreakdown ? (
        <BreakdownTable
          caption={labels.visitsPerLanguage ?? defaults.visitsPerLanguage!}
          nameLabel={labels.language ?? defaults.language!}
          rows={visitRows(languageBreakdown)}
          columns={visits}
          renderName={(row) => <span lang={row.name}>{languageName(row.name, locale)}</span>}
        />
      ) : null}
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
