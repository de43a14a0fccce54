import type { AnalyticsRange, AnalyticsSummary } from "@pmfolio/core";
import { forwardRef, useId, useRef, type HTMLAttributes } from "react";
import { Icon } from "../../../primitives";
import { countInWords, formatCount, LabelsProvider, useLabels, useLocale } from "../../../labels";
import { analyticsLabels } from "../../../labels/analyticsLabels";
import { MetricGrid } from "../../../primitives/MetricCard";
import { OwnerExportLink } from "../../OwnerPage";
import { Button } from "../../../primitives/Button";
import { AnalyticsTabs, type AnalyticsTab, type AnalyticsTabsProps } from "../AnalyticsTabs";
import { formatDay, formatDays } from "../format";
import { RangeSelector } from "../RangeSelector";
import { VisitsChart } from "../VisitsChart";
import { ChangeCard } from "./ChangeCard";
import { ExcludeBrowserSwitch } from "./ExcludeBrowserSwitch";
import { Stack } from "../../../internal/Stack";
import { PageTitlesProvider } from "../PageName";
import { Body, Frame, Incomplete, Note, Problem, Status, Live } from "./AnalyticsDashboard.styles";

export interface AnalyticsDashboardProps extends HTMLAttributes<HTMLElement> {
  /** The figures for the selected range; null or absent until they arrive. */
  summary?: AnalyticsSummary | null;
  /** The selected range, in days (`defaultAnalyticsRange`, 30, unless the owner picks another). */
  range: AnalyticsRange;
  /** Called with the range the owner picks; the host fetches it. */
  onRangeChange: (range: AnalyticsRange) => void;
  /**
   * True while the figures are fetched and there are none to show: 'Loading analytics...' (`labels.analytics.loading`).
   * @defaultValue false
   */
  loading?: boolean;
  /**
   * True while newer figures are fetched and the current ones stay on screen.
   * @defaultValue false
   */
  refreshing?: boolean;
  /** Why the figures could not be fetched; shown as 'Error: {message}' (`labels.analytics.error`) with a Retry button. */
  error?: string | null;
  /** Called by the Retry button. */
  onRetry?: () => void;
  /** Ends the admin session; shows a 'Log out' button when given. */
  onLogout?: () => void;
  /** Ends every admin session on every device; shows a 'Log out everywhere' button when given (as `ContactList` does). */
  onLogoutEverywhere?: () => void;
  /**
   * The IANA time zone recent visits are shown in.
   * @defaultValue the viewer's time zone
   */
  timeZone?: string;
  /**
   * The breakdown tab open at first (e.g. "applications" for a link to one application).
   * @defaultValue "pages"
   */
  defaultTab?: AnalyticsTab;
  /**
   * The locale of the dashboard's dates, numbers and country names.
   * @defaultValue the provider's `locale` ("en-US")
   */
  locale?: string;
  /** Where 'Export CSV' downloads the range's figures from (e.g. "/api/analytics/export?days=30"). */
  exportHref?: string;
  /** The site's address and pages: shows the tagged-link builder in the Campaigns tab. */
  linkBuilder?: AnalyticsTabsProps["linkBuilder"];
  /** Loading an application's timeline and creating applications (see `AnalyticsTabs`). */
  applications?: AnalyticsTabsProps["applications"];
  /**
   * Whether this browser's visits are left out; the host keeps and applies the setting.
   * @defaultValue false
   */
  excludeThisBrowser?: boolean;
  /** Called with the owner's choice; shows the "Don't count this browser" switch when given. */
  onExcludeThisBrowserChange?: (exclude: boolean) => void;
  /**
   * The site's pages' titles by path ("/writing/how-i-write-a-prd": "How I write a PRD"): the
   * tables and timelines name a page by its title, its path beside it.
   * @defaultValue none: pages by their paths
   */
  pageTitles?: Readonly<Record<string, string>>;
}

/**
 * The owner's analytics: range buttons, the Total Visits and Unique Visitors cards,
 * visits per day, and the breakdowns in tabs. It shows data and reports intent; the
 * host fetches. States: loading, error (with Retry), empty and ready; in any of the
 * last two, a note when days of the range could not be counted (`incompleteDays`).
 */
export const AnalyticsDashboard = forwardRef<HTMLElement, AnalyticsDashboardProps>(
  function AnalyticsDashboard(
    {
      summary,
      range,
      onRangeChange,
      loading = false,
      refreshing = false,
      error,
      onRetry,
      onLogout,
      onLogoutEverywhere,
      timeZone,
      defaultTab,
      locale: localeOverride,
      exportHref,
      linkBuilder,
      applications,
      excludeThisBrowser = false,
      onExcludeThisBrowserChange,
      pageTitles,
      ...rest
    },
    ref,
  ) {
    const id = useId();
    const headingRef = useRef<HTMLHeadingElement>(null);
    const labels = useLabels("analytics", analyticsLabels.analytics);
    const contextLocale = useLocale();
    const locale = localeOverride ?? contextLocale;
    const state = error
      ? "error"
      : loading || !summary
        ? "loading"
        : summary.totalVisits === 0
          ? "empty"
          : "ready";

    return (
      // The dashboard's parts format in the dashboard's locale.
      <LabelsProvider locale={locale}>
        <PageTitlesProvider titles={pageTitles}>
          <Frame
            ref={ref}
            heading={labels.heading}
            headingRef={headingRef}
            subtitle={
              summary && state !== "error" && state !== "loading"
                ? labels.period(
                    formatDay(summary.range.from, locale),
                    formatDay(summary.range.to, locale, { year: true }),
                    summary.timeZone.replaceAll("_", " "),
                  )
                : null
            }
            onLogout={onLogout}
            onLogoutEverywhere={onLogoutEverywhere}
            aria-busy={state === "loading" || refreshing || undefined}
            data-state={state}
            {...rest}
          >
            <Stack align="center" justify="between" gap={3}>
              <RangeSelector value={range} onChange={onRangeChange} />
              {refreshing && state !== "loading" ? <Note role="status">{labels.updating}</Note> : null}
              <Stack align="center" gap={3}>
                {onExcludeThisBrowserChange ? (
                  <ExcludeBrowserSwitch
                    checked={excludeThisBrowser}
                    onCheckedChange={onExcludeThisBrowserChange}
                    describedBy={`${id}-exclude`}
                  />
                ) : null}
                {exportHref && summary && state !== "error" ? <OwnerExportLink href={exportHref} /> : null}
              </Stack>
            </Stack>
            {onExcludeThisBrowserChange ? (
              <Note id={`${id}-exclude`}>
                {excludeThisBrowser ? labels.excludedNote : labels.countedNote}
              </Note>
            ) : null}

            {state === "loading" ? (
              <Status role="status">{labels.loading}</Status>
            ) : state === "error" ? (
              <Problem role="alert">
                <span>{labels.error(error ?? "")}</span>
                {onRetry ? (
                  <Button
                    variant="danger"
                    size="sm"
                    onClick={() => {
                      // The button goes away while retrying: keep focus on the page, not the body.
                      headingRef.current?.focus();
                      onRetry();
                    }}
                  >
                    {labels.retry}
                  </Button>
                ) : null}
              </Problem>
            ) : summary ? (
              <Body aria-busy={refreshing || undefined}>
                {summary.incompleteDays?.length ? (
                  <Incomplete role="note" data-incomplete-days={summary.incompleteDays.join(" ")}>
                    <Icon name="clock" size={18} />
                    {labels.incompleteDays(
                      formatDays(summary.incompleteDays, locale),
                      summary.incompleteDays.length,
                    )}
                  </Incomplete>
                ) : null}
                {summary.cappedDays?.length ? (
                  <Incomplete
                    role="note"
                    data-capped-days={summary.cappedDays.map(({ date }) => date).join(" ")}
                  >
                    <Icon name="clock" size={18} />
                    {(labels.cappedDays ?? analyticsLabels.analytics.cappedDays!)(
                      formatDays(
                        summary.cappedDays.map(({ date }) => date),
                        locale,
                      ),
                      formatCount(
                        summary.cappedDays.reduce((sum, { dropped }) => sum + dropped, 0),
                        locale,
                      ),
                    )}
                  </Incomplete>
                ) : null}
                <MetricGrid>
                  {(
                    [
                      [labels.totalVisits, "totalVisits", labels.visitsNoun],
                      [labels.uniqueVisitors, "uniqueVisits", labels.visitorsNoun],
                    ] as const
                  ).map(([label, figure, noun]) => (
                    <ChangeCard
                      key={figure}
                      label={label}
                      value={summary[figure]}
                      previous={summary.previous[figure]}
                      days={summary.range.days}
                      noun={noun}
                    />
                  ))}
                </MetricGrid>
                <Live>
                  {labels.realtime(
                    countInWords(labels.visitors, summary.realtime.visitors, locale),
                    countInWords(labels.minutes, summary.realtime.minutes, locale),
                  )}
                </Live>
                <Note>
                  {summary.botCount > 0
                    ? labels.botsFiltered(countInWords(labels.requests, summary.botCount, locale))
                    : labels.noBots}
                </Note>
                <VisitsChart data={summary.visitsPerDay} />
                <AnalyticsTabs
                  summary={summary}
                  defaultValue={defaultTab}
                  timeZone={timeZone}
                  linkBuilder={linkBuilder}
                  applications={applications}
                />
              </Body>
            ) : null}
          </Frame>
        </PageTitlesProvider>
      </LabelsProvider>
    );
  },
);
