export { AnalyticsDashboard } from "./AnalyticsDashboard";
export type { AnalyticsDashboardProps } from "./AnalyticsDashboard";
export { AnalyticsTabs, analyticsTabs } from "./AnalyticsTabs";
export type { AnalyticsTab, AnalyticsTabsProps } from "./AnalyticsTabs";
export { RangeSelector } from "./RangeSelector";
export type { RangeSelectorProps } from "./RangeSelector";
export { VisitsChart, describeVisits } from "./VisitsChart";
export type { VisitsChartProps } from "./VisitsChart";
