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
export { pagePath, pageViewLimits, validatePageView } from "./validate";
export type { NormalizedPageView, PageViewValidation } from "./validate";
export { addDays, dayCloseGraceMs, dayMs, isDayClosed, rangeDates, utcDate } from "./days";
export { combineDaySummaries, daySummaryVersion, emptyDaySummary, summarizeDay } from "./aggregate";
export type { DaySummary, VisitRecord } from "./aggregate";
