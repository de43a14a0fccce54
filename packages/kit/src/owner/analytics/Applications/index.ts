export { ApplicationsPanel } from "./ApplicationsPanel";
export type { ApplicationsPanelProps } from "./ApplicationsPanel";
export { ApplicationTimeline } from "./ApplicationTimeline";
export { ApplicationLinkSettings } from "./ApplicationLinkSettings";
export type { ApplicationLinkSettingsProps } from "./ApplicationLinkSettings";
export type { ApplicationsLinkSettings } from "./ApplicationsPanel";
export type { LinkProject, LinkRole } from "./linkSettingsForm";
export type { ApplicationTimelineProps } from "./ApplicationTimeline";
