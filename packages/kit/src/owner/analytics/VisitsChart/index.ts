export { VisitsChart, describeVisits } from "./VisitsChart";
export type { VisitsChartProps } from "./VisitsChart";
