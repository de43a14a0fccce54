export { ApplicationsPanel } from "./ApplicationsPanel";
export type { ApplicationsPanelProps } from "./ApplicationsPanel";
export { ApplicationTimeline } from "./ApplicationTimeline";
export type { ApplicationTimelineProps } from "./ApplicationTimeline";
