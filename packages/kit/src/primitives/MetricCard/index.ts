export { MetricCard, MetricGrid } from "./MetricCard";
export type { MetricCardProps, MetricGridProps } from "./MetricCard";
