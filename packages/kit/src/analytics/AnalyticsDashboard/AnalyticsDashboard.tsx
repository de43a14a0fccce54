import type { AnalyticsRange, AnalyticsSummary } from "@pmfolio/core";
import { forwardRef, useId, useRef, type HTMLAttributes } from "react";
import { Icon } from "../../icons";
import { MetricCard, MetricGrid } from "../../layout/MetricCard";
import { Button } from "../../primitives/Button";
import { AnalyticsTabs } from "../AnalyticsTabs";
import { formatCount, formatDay, plural } from "../format";
import { RangeSelector } from "../RangeSelector";
import { VisitsChart } from "../VisitsChart";
import {
  Body,
  Header,
  Heading,
  Note,
  Period,
  Problem,
  Root,
  Status,
  Toolbar,
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
        </Toolbar>

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
              <MetricCard label="Total Visits" value={formatCount(summary.totalVisits)} />
              <MetricCard label="Unique Visitors" value={formatCount(summary.uniqueVisits)} />
            </MetricGrid>
            <Note>
              {summary.botCount > 0
                ? `${plural(summary.botCount, "request", "requests")} from bots and crawlers filtered out.`
                : "No requests from bots or crawlers in this range."}
            </Note>
            <VisitsChart data={summary.visitsPerDay} />
            <AnalyticsTabs summary={summary} timeZone={timeZone} />
          </Body>
        ) : null}
      </Root>
    );
  },
);
