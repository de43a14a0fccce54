import type { IconName, Metric } from "@pmfolio/core";
import { forwardRef, type HTMLAttributes } from "react";
import { Icon } from "../Icon";
import {
  MetricDescription,
  MetricLabel,
  MetricValue,
  StyledMetricCard,
  StyledMetricGrid,
} from "./MetricCard.styles";

export interface MetricCardProps extends Omit<HTMLAttributes<HTMLDivElement>, "children">, Metric {
  /** A decorative icon beside the value. */
  icon?: IconName;
}

/**
 * A key number with its label and an optional description. It is a group of a
 * definition list: place it inside `MetricGrid`.
 */
export const MetricCard = forwardRef<HTMLDivElement, MetricCardProps>(function MetricCard(
  { value, label, description, icon, ...rest },
  ref,
) {
  return (
    <StyledMetricCard ref={ref} {...rest}>
      <MetricLabel>{label}</MetricLabel>
      <MetricValue>
        {icon ? <Icon name={icon} size={24} /> : null}
        {value}
      </MetricValue>
      {description ? <MetricDescription>{description}</MetricDescription> : null}
    </StyledMetricCard>
  );
});

export interface MetricGridProps extends HTMLAttributes<HTMLDListElement> {
  /** Metrics to show as cards; used when no children are given. */
  metrics?: Metric[];
}

/** A responsive grid of `MetricCard`s (a definition list: label, value, description). */
export const MetricGrid = forwardRef<HTMLDListElement, MetricGridProps>(function MetricGrid(
  { metrics, children, ...rest },
  ref,
) {
  if (!children && metrics?.length === 0) return null;
  return (
    <StyledMetricGrid ref={ref} {...rest}>
      {children ??
        metrics?.map((metric) => (
          <MetricCard
            key={metric.label}
            value={metric.value}
            label={metric.label}
            description={metric.description}
          />
        ))}
    </StyledMetricGrid>
  );
});
