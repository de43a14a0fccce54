export { AnalyticsDashboard } from "./AnalyticsDashboard";
export type { AnalyticsDashboardProps } from "./AnalyticsDashboard";
export { AnalyticsTabs } from "./AnalyticsTabs";
export type { AnalyticsTab, AnalyticsTabsProps } from "./AnalyticsTabs";
export { RangeSelector } from "./RangeSelector";
export type { RangeSelectorProps } from "./RangeSelector";
export { VisitsChart } from "./VisitsChart";
export type { VisitsChartProps } from "./VisitsChart";
export { CampaignLinkBuilder } from "./CampaignLinkBuilder";
export { ApplicationLinkSettings, ApplicationsPanel, ApplicationTimeline } from "./Applications";
export type {
  ApplicationLinkSettingsProps,
  ApplicationsLinkSettings,
  ApplicationsPanelProps,
  ApplicationTimelineProps,
  LinkProject,
  LinkRole,
} from "./Applications";
export type { CampaignLinkBuilderProps } from "./CampaignLinkBuilder";
