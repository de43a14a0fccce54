import type { ReactNode } from "react";
import { BreakdownTable, countRows, visitsAndShare, type BreakdownRow } from "./AnalyticsTabs.Breakdown";
import { useAnalyticsTab } from "./AnalyticsTabs.context";
import { Code, Flag } from "./AnalyticsTabs.styles";
import { countryFlag, countryName } from "../format";

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

/** The tabs that count visits along one dimension, each row with its share of the visits. */
export type ShareTab = "sources" | "countries" | "devices" | "browsers";

/**
 * Traffic sources (largest first), countries (named in the viewer's language), devices, and
 * browsers with, once there are visits, operating systems: one table shape along four dimensions.
 */
export function AnalyticsTabsShares({ tab }: { tab: ShareTab }) {
  const { summary, locale, labels } = useAnalyticsTab();
  const columns = visitsAndShare(labels, summary.totalVisits, locale);
  const table = (shown: {
    caption: string;
    nameLabel: string;
    rows: readonly BreakdownRow[];
    renderName?: (row: BreakdownRow) => ReactNode;
  }) => <BreakdownTable {...shown} columns={columns} />;
  const { mobile, desktop, tablet } = summary.deviceBreakdown;
  switch (tab) {
    case "sources":
      return table({
        caption: labels.trafficSources,
        nameLabel: labels.source,
        rows: countRows(summary.trafficSourceBreakdown),
      });
    case "countries":
      return table({
        caption: labels.countries,
        nameLabel: labels.country,
        rows: countRows(summary.countryBreakdown),
        renderName: (row) => <CountryName code={row.name} locale={locale} />,
      });
    case "devices":
      // Nothing to break down before the first visit.
      return table({
        caption: labels.devicesCaption,
        nameLabel: labels.device,
        rows:
          summary.totalVisits > 0
            ? [
                { name: labels.devices.mobile, count: mobile },
                { name: labels.devices.desktop, count: desktop },
                { name: labels.devices.tablet, count: tablet },
              ]
            : [],
      });
    case "browsers":
      return (
        <>
          {table({
            caption: labels.browsers,
            nameLabel: labels.browser,
            rows: countRows(summary.browserBreakdown),
          })}
          {summary.totalVisits > 0
            ? table({
                caption: labels.operatingSystems,
                nameLabel: labels.operatingSystem,
                rows: countRows(summary.osBreakdown),
              })
            : null}
        </>
      );
  }
}
