/** For the owner pages' tests: an analytics summary as the function answers it. */
import type { AnalyticsSummary } from "@pmfolio/core";

/** A summary of `days` with `totalVisits`, all direct, from one desktop; `also` replaces parts of it. */
export function summaryFor(
  days: number,
  totalVisits: number,
  also: Partial<AnalyticsSummary> = {},
): AnalyticsSummary {
  return {
    range: { days: days as 7 | 30 | 90, from: "2026-10-24", to: "2026-11-22" },
    timeZone: "UTC",
    totalVisits,
    uniqueVisits: Math.ceil(totalVisits / 2),
    pageBreakdown: { "/": { totalVisits, uniqueVisits: Math.ceil(totalVisits / 2) } },
    trafficSourceBreakdown: { Direct: totalVisits },
    deviceBreakdown: { mobile: 0, desktop: totalVisits, tablet: 0 },
    browserBreakdown: { Chrome: totalVisits },
    osBreakdown: { Windows: totalVisits },
    recentVisits: [],
    visitsPerDay: [{ date: "2026-11-22", visits: totalVisits, uniqueVisitors: 1 }],
    botCount: 0,
    generatedAt: "2026-11-22T15:30:00.000Z",
    countryBreakdown: { US: totalVisits },
    campaignBreakdown: { "acme-pm-role": { totalVisits: 1, uniqueVisits: 1 } },
    goals: {
      "resume-download": { completions: 1, conversionRate: 0.5, bySource: { Direct: 1 }, byCampaign: {} },
      "contact-sent": { completions: 0, conversionRate: 0, bySource: {}, byCampaign: {} },
      "booking-click": { completions: 0, conversionRate: 0, bySource: {}, byCampaign: {} },
      "profile-click": { completions: 0, conversionRate: 0, bySource: {}, byCampaign: {} },
    },
    previous: {
      from: "2026-09-24",
      to: "2026-10-23",
      totalVisits: 0,
      uniqueVisits: 0,
      goals: { "resume-download": 0, "contact-sent": 0, "booking-click": 0, "profile-click": 0 },
    },
    entryPages: { "/": totalVisits },
    realtime: { visitors: 0, minutes: 5 },
    notFoundPaths: {},
    engagement: {},
    applications: [],
    ...also,
  };
}
