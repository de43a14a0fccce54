export { AnalyticsTabs, analyticsTabs, goalLabels } from "./AnalyticsTabs";
export type { AnalyticsTab, AnalyticsTabsProps } from "./AnalyticsTabs";
