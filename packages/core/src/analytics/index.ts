export { analyticsRanges, browserNames, defaultAnalyticsRange, osNames, recentVisitsLimit } from "./types";
export type {
  AnalyticsRange,
  AnalyticsSummary,
  BrowserName,
  DailyVisits,
  DeviceBreakdown,
  DeviceClass,
  DeviceInfo,
  OsName,
  PageStats,
  PageViewEvent,
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
