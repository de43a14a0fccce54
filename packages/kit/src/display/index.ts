export { Tag, TagList } from "./Tag";
export type { TagProps, TagListProps, TagTone } from "./Tag";
export { Badge } from "./Badge";
export type { BadgeProps, BadgeTone } from "./Badge";
export { Card } from "./Card";
export type { CardProps, CardPadding } from "./Card";
export { MetricCard, MetricGrid } from "./MetricCard";
export type { MetricCardProps, MetricGridProps } from "./MetricCard";
