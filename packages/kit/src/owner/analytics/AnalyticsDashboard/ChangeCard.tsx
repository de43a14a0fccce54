import { MetricLabel, MetricValue, StyledMetricCard } from "../../../primitives/MetricCard/MetricCard.styles";
import { formatCount, useLabels, useLocale } from "../../../labels";
import { analyticsLabels } from "../../../labels/analyticsLabels";
import { describeChange } from "../format";
import { Change } from "./AnalyticsDashboard.styles";

const arrows = { up: "\u2191", down: "\u2193", same: "\u2192", new: "\u2605", none: "" } as const;

/**
 * A dashboard card: the figure, and how it moved against the previous period in words
 * ("+12% vs previous 30 days"). The arrow and the colour repeat what the words say.
 */
export function ChangeCard({
  label,
  value,
  previous,
  days,
  noun,
}: {
  label: string;
  value: number;
  previous: number;
  days: number;
  noun: string;
}) {
  const labels = useLabels("analytics", analyticsLabels.analytics);
  const locale = useLocale();
  const change = describeChange(value, previous, days, noun, labels, locale);
  return (
    <StyledMetricCard>
      <MetricLabel>{label}</MetricLabel>
      <MetricValue>{formatCount(value, locale)}</MetricValue>
      <Change data-direction={change.direction}>
        {arrows[change.direction] ? <span aria-hidden="true">{arrows[change.direction]}</span> : null}
        {change.text}
      </Change>
    </StyledMetricCard>
  );
}
