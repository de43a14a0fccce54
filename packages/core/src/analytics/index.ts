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
export { addDays, dayCloseGraceMs, dayMs, isDayClosed, previousRange, rangeDates, utcDate } from "./days";
export {
  combineDaySummaries,
  conversionRate,
  daySummaryRows,
  daySummaryVersion,
  emptyDaySummary,
  realtimeVisitors,
  summarizeDay,
  unattributedSource,
  unknownCountry,
} from "./aggregate";
export type {
  CombineOptions,
  DayGoal,
  DaySummary,
  DayVisitorRows,
  EngagementRecord,
  GoalRecord,
  SummarizeDayOptions,
  VisitRecord,
} from "./aggregate";
export { largestRows, topRows } from "./bound";
export {
  campaignLabel,
  campaignTagKeys,
  campaignTagsFromSearch,
  normalizeCampaignTag,
  parseCampaignTags,
} from "./campaign";
export {
  addEngagement,
  clampEngagement,
  emptyEngagementStats,
  engagementLimits,
  medianSeconds,
  mergeEngagement,
  pageEngagement,
  validateEngagement,
} from "./engagement";
export type {
  EngagementEvent,
  EngagementStats,
  EngagementValidation,
  NormalizedEngagement,
  PageEngagement,
} from "./engagement";
export {
  applicationGoals,
  applicationLimits,
  applicationTag,
  applicationTimeline,
  attributeTrails,
  dayTrails,
  summarizeApplications,
  tagFromCompany,
} from "./attribution";
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
export { isTimeZone, zonedDate, zonedDayBounds, zonedDayStart, zoneOffsetMs } from "./timezone";
