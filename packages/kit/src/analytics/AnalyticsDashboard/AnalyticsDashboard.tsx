import type { AnalyticsRange, AnalyticsSummary } from "@pmfolio/core";
import { forwardRef, useId, useRef, type HTMLAttributes } from "react";
import { Icon } from "../../icons";
import { MetricGrid } from "../../layout/MetricCard";
import { Button, ButtonLink } from "../../primitives/Button";
import { AnalyticsTabs, type AnalyticsTabsProps } from "../AnalyticsTabs";
import { formatDay, plural } from "../format";
import { RangeSelector } from "../RangeSelector";
import { VisitsChart } from "../VisitsChart";
import { ChangeCard } from "./ChangeCard";
import {
  Actions,
  Body,
  Header,
  Heading,
  Note,
  Period,
  Problem,
  Root,
  Status,
  Switch,
  SwitchState,
  Toolbar,
  Live,
} from "./AnalyticsDashboard.styles";

export interface AnalyticsDashboardProps extends HTMLAttributes<HTMLElement> {
  /** The figures for the selected range; null or absent until they arrive. */
  summary?: AnalyticsSummary | null;
  /** The selected range, in days (the spec's default is 30). */
  range: AnalyticsRange;
  /** Called with the range the owner picks; the host fetches it. */
  onRangeChange: (range: AnalyticsRange) => void;
  /**
   * True while the figures are fetched and there are none to show: 'Loading analytics...'.
   * @defaultValue false
   */
  loading?: boolean;
  /**
   * True while newer figures are fetched and the current ones stay on screen.
   * @defaultValue false
   */
  refreshing?: boolean;
  /** Why the figures could not be fetched; shown as 'Error: {message}' with a Retry button. */
  error?: string | null;
  /** Called by the Retry button. */
  onRetry?: () => void;
  /** Ends the admin session; shows a 'Log out' button when given. */
  onLogout?: () => void;
  /**
   * The IANA time zone recent visits are shown in.
   * @defaultValue the viewer's time zone
   */
  timeZone?: string;
  /**
   * The language country names are shown in.
   * @defaultValue the page's language (`<html lang>`), else "en"
   */
  locale?: string;
  /** Where 'Export CSV' downloads the range's figures from (e.g. "/api/analytics/export?days=30"). */
  exportHref?: string;
  /** The site's address and pages: shows the tagged-link builder in the Campaigns tab. */
  linkBuilder?: AnalyticsTabsProps["linkBuilder"];
  /**
   * Whether this browser's visits are left out; the host keeps and applies the setting.
   * @defaultValue false
   */
  excludeThisBrowser?: boolean;
  /** Called with the owner's choice; shows the "Don't count this browser" switch when given. */
  onExcludeThisBrowserChange?: (exclude: boolean) => void;
}

/**
 * The owner's analytics: range buttons, the Total Visits and Unique Visitors cards,
 * visits per day, and the breakdowns in tabs. It shows data and reports intent; the
 * host fetches. States: loading, error (with Retry), empty and ready.
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
      timeZone,
      locale,
      exportHref,
      linkBuilder,
      excludeThisBrowser = false,
      onExcludeThisBrowserChange,
      ...rest
    },
    ref,
  ) {
    const id = useId();
    const headingRef = useRef<HTMLHeadingElement>(null);
    const state = error
      ? "error"
      : loading || !summary
        ? "loading"
        : summary.totalVisits === 0
          ? "empty"
          : "ready";

    return (
      <Root
        ref={ref}
        aria-labelledby={rest["aria-label"] ? undefined : `${id}-heading`}
        aria-busy={state === "loading" || refreshing || undefined}
        data-state={state}
        {...rest}
      >
        <Header>
          <div>
            <Heading id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
              Analytics Dashboard
            </Heading>
            {summary && state !== "error" && state !== "loading" ? (
              <Period>
                {formatDay(summary.range.from)} – {formatDay(summary.range.to, { year: true })} (UTC)
              </Period>
            ) : null}
          </div>
          {onLogout ? (
            <Button variant="secondary" size="sm" onClick={onLogout}>
              <Icon name="logout" size={18} />
              Log out
            </Button>
          ) : null}
        </Header>

        <Toolbar>
          <RangeSelector value={range} onChange={onRangeChange} />
          {refreshing && state !== "loading" ? <Note role="status">Updating...</Note> : null}
          <Actions>
            {onExcludeThisBrowserChange ? (
              <Switch
                type="button"
                role="switch"
                aria-checked={excludeThisBrowser}
                aria-describedby={`${id}-exclude`}
                onClick={() => onExcludeThisBrowserChange(!excludeThisBrowser)}
              >
                <span aria-hidden="true" />
                Don&apos;t count this browser
                <SwitchState aria-hidden="true">{excludeThisBrowser ? "On" : "Off"}</SwitchState>
              </Switch>
            ) : null}
            {exportHref && summary && state !== "error" ? (
              <ButtonLink variant="secondary" size="sm" href={exportHref} download>
                <Icon name="download" size={18} />
                Export CSV
              </ButtonLink>
            ) : null}
          </Actions>
        </Toolbar>
        {onExcludeThisBrowserChange ? (
          <Note id={`${id}-exclude`}>
            {excludeThisBrowser
              ? "Your visits from this browser are not counted."
              : "Your visits from this browser are counted like anyone else's."}
          </Note>
        ) : null}

        {state === "loading" ? (
          <Status role="status">Loading analytics...</Status>
        ) : state === "error" ? (
          <Problem role="alert">
            <span>Error: {error}</span>
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
                Retry
              </Button>
            ) : null}
          </Problem>
        ) : summary ? (
          <Body aria-busy={refreshing || undefined}>
            <MetricGrid>
              <ChangeCard
                label="Total Visits"
                value={summary.totalVisits}
                previous={summary.previous.totalVisits}
                days={summary.range.days}
                noun="visits"
              />
              <ChangeCard
                label="Unique Visitors"
                value={summary.uniqueVisits}
                previous={summary.previous.uniqueVisits}
                days={summary.range.days}
                noun="visitors"
              />
            </MetricGrid>
            <Live>
              {plural(summary.realtime.visitors, "visitor", "visitors")} in the last{" "}
              {plural(summary.realtime.minutes, "minute", "minutes")}
            </Live>
            <Note>
              {summary.botCount > 0
                ? `${plural(summary.botCount, "request", "requests")} from bots and crawlers filtered out.`
                : "No requests from bots or crawlers in this range."}
            </Note>
            <VisitsChart data={summary.visitsPerDay} />
            <AnalyticsTabs summary={summary} timeZone={timeZone} locale={locale} linkBuilder={linkBuilder} />
          </Body>
        ) : null}
      </Root>
    );
  },
);
