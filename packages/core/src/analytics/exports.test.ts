import { describe, expect, it } from "vitest";
import * as analytics from "./index";

describe("@pmfolio/core analytics exports", () => {
  it("change only on purpose", () => {
    expect(Object.keys(analytics).sort()).toEqual([
      "addDays",
      "analyticsRanges",
      "browserFromParserName",
      "browserFromUserAgent",
      "browserNames",
      "classifyDevice",
      "classifyTrafficSource",
      "combineDaySummaries",
      "dayCloseGraceMs",
      "dayMs",
      "daySummaryVersion",
      "defaultAnalyticsRange",
      "deviceClass",
      "deviceFromSignals",
      "emptyDaySummary",
      "isDayClosed",
      "isDesktopModeIPad",
      "isMobileUserAgent",
      "isTabletUserAgent",
      "osFromParserName",
      "osFromUserAgent",
      "osNames",
      "pagePath",
      "pageViewLimits",
      "rangeDates",
      "recentVisitsLimit",
      "referrerSource",
      "summarizeDay",
      "tabletScreenWidth",
      "trafficSourceForHost",
      "trafficSourceHosts",
      "trafficSourceMaxLength",
      "utcDate",
      "validatePageView",
    ]);
  });
});
