import type { DailyVisits } from "@pmfolio/core";
import { forwardRef, useId, type HTMLAttributes } from "react";
import { countInWords, defaultLocale, formatCount, useLabels, useLocale, type Labels } from "../../../labels";
import { analyticsLabels } from "../../../labels/analyticsLabels";
import { VisuallyHidden } from "../../../primitives/VisuallyHidden";
import { formatDay } from "../format";
import {
  Caption,
  Description,
  Details,
  EmptyPlot,
  Figure,
  Plot,
  Svg,
  Table,
  TableScroll,
  Title,
  XAxis,
  YAxis,
} from "./VisitsChart.styles";

export interface VisitsChartProps extends HTMLAttributes<HTMLElement> {
  /** Visits per day, oldest first; the last day is today. */
  data: readonly DailyVisits[];
  /**
   * The chart's heading.
   * @defaultValue `labels.visitsChart.title` ("Visits per day")
   */
  title?: string;
  /**
   * The heading's level, so the chart fits the page's outline.
   * @defaultValue 2
   */
  headingLevel?: 2 | 3;
}

/** The sentence that tells what the bars show: total, range and busiest day (in English by default). */
export function describeVisits(
  data: readonly DailyVisits[],
  labels: Pick<Labels, "analytics" | "visitsChart"> = analyticsLabels,
  locale: string = defaultLocale,
): string {
  const total = data.reduce((sum, day) => sum + day.visits, 0);
  if (data.length === 0 || total === 0) return labels.analytics.noVisits;
  const busiest = data.reduce((best, day) => (day.visits > best.visits ? day : best));
  const first = data[0]!;
  const last = data[data.length - 1]!;
  return labels.visitsChart.description({
    visits: countInWords(labels.analytics.visits, total, locale),
    from: formatDay(first.date, locale),
    to: formatDay(last.date, locale, { year: true }),
    busiestDay: formatDay(busiest.date, locale),
    busiestVisits: countInWords(labels.analytics.visits, busiest.visits, locale),
  });
}

/**
 * The y-axis scale for a busiest day of `max` visits: the top tick, then its half, then 0,
 * always three distinct whole numbers. The top is a round number at or above `max`
 * (2, 4, 6, 8, 10, then 1, 2, 4 or 5 times a power of ten), so the middle one is whole too.
 */
export function axisTicks(max: number): [number, number, number] {
  let top: number;
  if (max <= 10) top = Math.max(2, Math.ceil(max / 2) * 2);
  else {
    const magnitude = 10 ** Math.floor(Math.log10(max));
    top = [1, 2, 4, 5, 10].map((step) => step * magnitude).find((value) => value >= max)!;
  }
  return [top, top / 2, 0];
}

/**
 * Visits per day as bars, with its text alternative: a sentence under the heading and
 * the full series as a table behind a disclosure. The bars themselves are hidden from
 * assistive technology, which gets the same figures as text.
 */
export const VisitsChart = forwardRef<HTMLElement, VisitsChartProps>(function VisitsChart(
  { data, title: titleOverride, headingLevel = 2, ...rest },
  ref,
) {
  const id = useId();
  const labels = useLabels("visitsChart", analyticsLabels.visitsChart);
  const analytics = useLabels("analytics", analyticsLabels.analytics);
  const locale = useLocale();
  const title = titleOverride ?? labels.title;
  const busiest = Math.max(0, ...data.map((day) => day.visits));
  const ticks = axisTicks(busiest);
  const top = ticks[0];
  const slot = 10;
  const width = Math.max(1, data.length) * slot;

  return (
    <Figure ref={ref} aria-labelledby={`${id}-title`} aria-describedby={`${id}-description`} {...rest}>
      <Caption>
        <Title as={headingLevel === 3 ? "h3" : "h2"} id={`${id}-title`}>
          {title}
        </Title>
        <Description id={`${id}-description`}>
          {describeVisits(data, { analytics, visitsChart: labels }, locale)}
        </Description>
      </Caption>

      {busiest === 0 ? (
        // The description already says so; this is what a sighted reader sees instead of an empty grid.
        <EmptyPlot aria-hidden="true">{labels.empty}</EmptyPlot>
      ) : (
        <Plot>
          <YAxis aria-hidden="true">
            {ticks.map((tick) => (
              <span key={tick}>{formatCount(tick, locale)}</span>
            ))}
          </YAxis>
          <Svg viewBox={`0 0 ${width} 100`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
            <line x1="0" x2={width} y1="0.5" y2="0.5" vectorEffect="non-scaling-stroke" />
            <line x1="0" x2={width} y1="50" y2="50" vectorEffect="non-scaling-stroke" />
            {data.map((day, index) => {
              const height = (day.visits / top) * 100;
              return (
                <rect
                  key={day.date}
                  x={index * slot + slot * 0.15}
                  y={100 - height}
                  width={slot * 0.7}
                  height={height}
                  data-today={index === data.length - 1}
                >
                  <title>
                    {labels.bar(
                      formatDay(day.date, locale),
                      countInWords(analytics.visits, day.visits, locale),
                    )}
                  </title>
                </rect>
              );
            })}
          </Svg>
          <XAxis aria-hidden="true">
            <span>{data[0] ? formatDay(data[0].date, locale) : ""}</span>
            <span>{labels.today}</span>
          </XAxis>
        </Plot>
      )}

      <Details>
        <summary>
          {labels.showTable}
          <VisuallyHidden>{labels.showTableOf(title)}</VisuallyHidden>
        </summary>
        <TableScroll tabIndex={0} role="region" aria-label={labels.table(title)}>
          <Table>
            <thead>
              <tr>
                <th scope="col">{labels.date}</th>
                <th scope="col">{labels.visits}</th>
                <th scope="col">{labels.uniqueVisitors}</th>
              </tr>
            </thead>
            <tbody>
              {[...data].reverse().map((day) => (
                <tr key={day.date}>
                  <th scope="row">
                    <time dateTime={day.date}>{formatDay(day.date, locale, { year: true })}</time>
                  </th>
                  <td>{formatCount(day.visits, locale)}</td>
                  <td>{formatCount(day.uniqueVisitors, locale)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      </Details>
    </Figure>
  );
});
