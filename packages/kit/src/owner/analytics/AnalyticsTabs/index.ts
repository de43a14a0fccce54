export { AnalyticsTabs } from "./AnalyticsTabs";
export type { AnalyticsTab, AnalyticsTabsProps } from "./AnalyticsTabs";
