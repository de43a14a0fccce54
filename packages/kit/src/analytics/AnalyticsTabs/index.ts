export { AnalyticsTabs, analyticsTabs } from "./AnalyticsTabs";
export type { AnalyticsTab, AnalyticsTabsProps } from "./AnalyticsTabs";
