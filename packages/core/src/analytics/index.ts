export {
  analyticsLimits,
  analyticsRanges,
  browserNames,
  defaultAnalyticsRange,
  goalNames,
  notFoundPageLabel,
  osNames,
  otherRowLabel,
  recentVisitsLimit,
} from "./types";
export type { LanguageStats } from "./languages";
export type {
  AnalyticsInsights,
  AnalyticsRange,
  AnalyticsSummary,
  BrowserName,
  CampaignTags,
  DailyVisits,
  DeviceBreakdown,
  DeviceClass,
  DeviceInfo,
  GoalEvent,
  GoalName,
  GoalStats,
  OsName,
  PageStats,
  PageViewEvent,
  PreviousPeriod,
  RecentVisit,
} from "./types";
export {
  browserFromParserName,
  browserFromUserAgent,
  classifyDevice,
  deviceClass,
  deviceFromSignals,
  isDesktopModeIPad,
  isMobileUserAgent,
  isTabletUserAgent,
  osFromParserName,
  osFromUserAgent,
  tabletScreenWidth,
} from "./classify";
export type { DeviceSignals } from "./classify";
export {
  classifyTrafficSource,
  referrerSource,
  trafficSourceForHost,
  trafficSourceHosts,
  trafficSourceMaxLength,
} from "./traffic-source";
export { browserGoalNames, pagePath, pageViewLimits, validateGoalEvent, validatePageView } from "./validate";
export type {
  GoalEventValidation,
  NormalizedGoalEvent,
  NormalizedPageView,
  PageViewValidation,
} from "./validate";
export {
  combineDaySummaries,
  conversionRate,
  emptyDaySummary,
  realtimeVisitors,
  summarizeDay,
} from "./aggregate";
export type { CombineOptions, SummarizeDayOptions } from "./aggregate";
export { daySummaryRows, daySummaryVersion, unattributedSource, unknownCountry } from "./records";
export type {
  BotHit,
  DayGoal,
  DaySummary,
  DayVisitorRows,
  EngagementRecord,
  GoalRecord,
  VisitRecord,
} from "./records";
export { largestRows, topRows } from "./bound";
export {
  campaignLabel,
  campaignTagKeys,
  campaignTagsFromSearch,
  normalizeCampaignTag,
  parseCampaignTags,
} from "./campaign";
export { blockReadingLimits, clipBlockReadings, validateBlockReadings } from "./blockReading";
export type { BlockReading, BlockReadingsValidation } from "./blockReading";
export {
  addEngagement,
  clampEngagement,
  emptyEngagementStats,
  engagementByView,
  engagementLimits,
  medianSeconds,
  mergeEngagement,
  pageEngagement,
  validateEngagement,
} from "./engagement";
export type {
  EngagementEvent,
  EngagementFigures,
  EngagementStats,
  EngagementValidation,
  NormalizedEngagement,
  PageEngagement,
} from "./engagement";
export {
  applicationGoals,
  applicationLimits,
  applicationTimeline,
  attributeTrails,
  summarizeApplications,
} from "./attribution";
export { dayTrails } from "./trails";
export { applicationEvents, isProjectPage, noSightings, readsToEnd, sightTag } from "./applicationEvents";
export type { SignalSource, SignalView, TagSightings } from "./applicationEvents";
export {
  applicationEventTypes,
  applicationSignalLimits,
  applicationStatuses,
  initialApplicationStatus,
  resumeLinkSource,
} from "./applicationSignals";
export type { ApplicationEvent, ApplicationEventType, ApplicationStatus } from "./applicationSignals";
export { applicationTag, tagFromCompany, tagSuffixLength, unguessableTag } from "./applicationTags";
export {
  applicationLinkLimits,
  applicationLinkOf,
  applicationLinkOpen,
  tailoredPages,
  namesLinkFields,
  readLinkChange,
  withLinkChange,
} from "./applicationLinks";
export type {
  ApplicationLink,
  ApplicationLinkChange,
  LinkChangeReading,
  ResumeVariant,
} from "./applicationLinks";
export {
  applicationSorts,
  daysSinceCreated,
  isApplicationStatus,
  isNotOpenedYet,
} from "./applicationPipeline";
export type { ApplicationSort, ApplicationChange, OpenedEvidence } from "./applicationPipeline";
export type {
  ApplicationGoal,
  ApplicationPage,
  ApplicationSummary,
  ApplicationTimeline,
  ApplicationVisit,
  AttributionRange,
  OwnedApplication,
  TrailGoal,
  TrailView,
  VisitorTrail,
} from "./attribution";
export {
  dayCloseGraceMs,
  dayHours,
  hourCloseGraceMs,
  isDayClosed,
  isHourClosed,
  isZonedDayClosed,
} from "./hours";
export {
  botHitsPerDay,
  dayBotHits,
  decodeHour,
  encodeHour,
  eventsOfDay,
  hourPartialVersion,
  summarizeHours,
} from "./hourPartial";
export type { HourEvents, HourPartial } from "./hourPartial";
