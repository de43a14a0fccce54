export { AnalyticsDashboard } from "./AnalyticsDashboard";
export type { AnalyticsDashboardProps } from "./AnalyticsDashboard";
