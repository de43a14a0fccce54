import { describe, expect, it } from "vitest";
import { combineDaySummaries, rangeDates, summarizeDay, type VisitRecord } from "@pmfolio/core";
import { buildWeeklyDigest, changeText, digestDueWeek, digestRangeEnd, escapeHtml } from "./digest";

const today = "2026-11-22";
const dayStart = (date: string) => Date.parse(`${date}T00:00:00.000Z`);

function visit(date: string, i: number, extra: Partial<VisitRecord> = {}): VisitRecord {
  return {
    id: `${date}-${i}`,
    timestamp: dayStart(date) + i,
    pageUrl: "/",
    browser: "Chrome",
    os: "Windows",
    isMobile: false,
    isTablet: false,
    trafficSource: "LinkedIn",
    visitor: `v${i}`,
    ...extra,
  };
}

/** 14 days: 2 visits a day the week before, 3 this week, one hostile source and campaign, one download. */
function weekSummary() {
  const dates = rangeDates(today, 14);
  const days = dates.map((date, index) =>
    summarizeDay(
      date,
      index < 7
        ? [visit(date, 1), visit(date, 2)]
        : [
            visit(date, 1),
            visit(date, 2, { trafficSource: "Google" }),
            visit(date, 3, { trafficSource: "<img src=x onerror=alert(1)>", campaign: "acme-pm-role" }),
          ],
      0,
      {
        goals:
          index === 13
            ? [{ id: "g", timestamp: dayStart(date) + 9, goal: "resume-download", visitor: "v3" }]
            : [],
      },
    ),
  );
  return combineDaySummaries(days.slice(7), 7, new Date(`${today}T08:00:00Z`), {
    previous: days.slice(0, 7),
  });
}

describe("buildWeeklyDigest", () => {
  const digest = buildWeeklyDigest(weekSummary(), "https://jordan.example/");

  it("states the week's visits and visitors against the week before in the subject", () => {
    expect(digest.subject).toBe("Your site this week: 21 visits, 3 visitors (+50%)");
  });

  it("lists totals, goals, top sources and campaigns in the text", () => {
    expect(digest.text).toContain("Visits: 21 (14 before, +50%)");
    expect(digest.text).toContain("Unique visitors: 3 (2 before, +50%)");
    expect(digest.text).toContain("Résumé downloads: 1 (0 before, new)");
    expect(digest.text).toContain("Messages sent: 0 (0 before, no change)");
    expect(digest.text).toContain("- LinkedIn: 7");
    expect(digest.text).toContain("- acme-pm-role: 7");
    expect(digest.text).toContain("Dashboard: https://jordan.example/analytics");
  });

  it("escapes what visitors sent in the HTML", () => {
    expect(digest.html).not.toContain("<img");
    expect(digest.html).toContain("&lt;img src=x onerror=alert(1)&gt;: 7");
    expect(digest.html).toContain('<a href="https://jordan.example/analytics">');
    expect(digest.html).toContain("<td>21</td><td>14</td><td>+50%</td>");
  });

  it("lists campaigns by visits, keeping ones named like numbers or __proto__ in their place", () => {
    const campaigns: Array<[string, number]> = [
      ["12", 1],
      ["acme-pm-role", 5],
      ["__proto__", 3],
      ["7", 2],
    ];
    let n = 0;
    const visits = campaigns.flatMap(([campaign, count]) =>
      Array.from({ length: count }, () => visit(today, ++n, { campaign, trafficSource: campaign })),
    );
    const week = combineDaySummaries(
      rangeDates(today, 7).map((date) => summarizeDay(date, date === today ? visits : [], 0)),
      7,
      new Date(`${today}T23:00:00Z`),
    );
    const text = buildWeeklyDigest(week, "https://jordan.example").text;
    const list = (heading: string) => text.split(`${heading}:\n`)[1]!.split("\n\n")[0];
    const expected = "- acme-pm-role: 5\n- __proto__: 3\n- 7: 2\n- 12: 1";
    expect(list("Top campaigns")).toBe(expected);
    expect(list("Top sources")).toBe(expected);
  });

  it("says which days it leaves out when they could not be counted", () => {
    const week = { ...weekSummary(), incompleteDays: ["2026-11-20"] };
    const marked = buildWeeklyDigest(week, "https://jordan.example");
    expect(marked.text).toContain(
      "Incomplete: 2026-11-20 had too many visits to count in time and is left out.",
    );
    expect(marked.html).toContain("<strong>Incomplete: 2026-11-20");
  });

  it("handles an empty week", () => {
    const empty = combineDaySummaries(
      rangeDates(today, 7).map((date) => summarizeDay(date, [], 0)),
      7,
      new Date(),
    );
    const quiet = buildWeeklyDigest(empty, "https://jordan.example");
    expect(quiet.subject).toBe("Your site this week: 0 visits, 0 visitors (no change)");
    expect(quiet.text).toContain("Top sources:\n- none");
    expect(quiet.html).toContain("None this week.");
  });
});

describe("digestRangeEnd", () => {
  it("ends the week at the end of yesterday (UTC), so it is 7 whole days", () => {
    expect(digestRangeEnd(new Date("2026-11-23T08:00:00.000Z")).toISOString()).toBe(
      "2026-11-22T23:59:59.999Z",
    );
    expect(digestRangeEnd(new Date("2026-11-23T00:00:00.000Z")).toISOString()).toBe(
      "2026-11-22T23:59:59.999Z",
    );
  });
});

describe("digestRangeEnd in the owner's time zone", () => {
  it("ends the week at the end of yesterday there", () => {
    // Monday 08:00 in California (PST, UTC−8): the week ends at Sunday's last instant there.
    expect(digestRangeEnd(new Date("2026-11-23T16:00:00.000Z"), "America/Los_Angeles").toISOString()).toBe(
      "2026-11-23T07:59:59.999Z",
    );
    // In summer (PDT, UTC−7).
    expect(digestRangeEnd(new Date("2026-07-06T15:00:00.000Z"), "America/Los_Angeles").toISOString()).toBe(
      "2026-07-06T06:59:59.999Z",
    );
  });
});

describe("digestDueWeek", () => {
  const la = "America/Los_Angeles";
  it("is due from Monday 08:00 in Los Angeles, in winter and in summer, to the end of that Monday", () => {
    // Winter: 08:00 PST is 16:00 UTC.
    expect(digestDueWeek(new Date("2026-11-23T08:00:00.000Z"), la)).toBeNull(); // Monday 00:00 there
    expect(digestDueWeek(new Date("2026-11-23T15:59:59.999Z"), la)).toBeNull(); // 07:59
    expect(digestDueWeek(new Date("2026-11-23T16:00:00.000Z"), la)).toBe("2026-11-23"); // 08:00
    expect(digestDueWeek(new Date("2026-11-24T07:59:59.999Z"), la)).toBe("2026-11-23"); // 23:59
    expect(digestDueWeek(new Date("2026-11-24T08:00:00.000Z"), la)).toBeNull(); // Tuesday
    // Summer: 08:00 PDT is 15:00 UTC.
    expect(digestDueWeek(new Date("2026-07-06T14:59:59.999Z"), la)).toBeNull();
    expect(digestDueWeek(new Date("2026-07-06T15:00:00.000Z"), la)).toBe("2026-07-06");
  });

  it("is due at 08:00 UTC on Mondays in UTC, and never on other days", () => {
    expect(digestDueWeek(new Date("2026-11-23T08:00:00.000Z"), "UTC")).toBe("2026-11-23");
    expect(digestDueWeek(new Date("2026-11-23T07:00:00.000Z"), "UTC")).toBeNull();
    for (let day = 24; day <= 29; day += 1)
      expect(digestDueWeek(new Date(`2026-11-${day}T09:00:00.000Z`), "UTC")).toBeNull();
  });

  it("follows a zone east of UTC onto its own Monday (Sunday 23:00 UTC is Monday 08:00 in Tokyo)", () => {
    expect(digestDueWeek(new Date("2026-11-22T23:00:00.000Z"), "Asia/Tokyo")).toBe("2026-11-23");
    expect(digestDueWeek(new Date("2026-11-22T22:59:59.999Z"), "Asia/Tokyo")).toBeNull();
  });
});

describe("changeText", () => {
  it("is honest about a zero baseline and rounds to whole percents", () => {
    expect(changeText(5, 0)).toBe("new");
    expect(changeText(0, 0)).toBe("no change");
    expect(changeText(9, 10)).toBe("−10%");
    expect(changeText(10, 10)).toBe("no change");
    expect(changeText(0, 4)).toBe("−100%");
  });

  it("escapes HTML's special characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});

describe("buildWeeklyDigest's applications not opened yet", () => {
  const now = new Date("2026-11-23T08:00:00.000Z");
  const application = (company: string, created: string, firstSeen: string | null = null) => ({
    ref: company.toLowerCase().replace(/[^a-z]+/g, "-"),
    company,
    created,
    firstSeen,
    lastSeen: firstSeen,
    visits: firstSeen ? 1 : 0,
    visitors: firstSeen ? 1 : 0,
    pages: [],
    goals: { "resume-download": 0, "booking-click": 0, "contact-sent": 0 },
    status: "applied" as const,
    statusChangedAt: created,
    events: [],
  });

  it("lists them longest waiting first, escaped in the HTML, and leaves out opened and new ones", () => {
    const summary = {
      ...weekSummary(),
      applications: [
        application("Initech", "2026-11-13T08:00:00.000Z"),
        application("<Umbrella & Co>", "2026-11-01T09:00:00.000Z"),
        application("Globex", "2026-11-01T09:00:00.000Z", "2026-11-20T10:00:00.000Z"),
        {
          ...application("Hooli", "2026-11-01T09:00:00.000Z"),
          events: [{ type: "opened" as const, at: "2026-11-02T09:00:00.000Z" }],
        },
        application("Acme", "2026-11-18T08:00:00.000Z"),
      ],
    };
    const digest = buildWeeklyDigest(summary, "https://jordan.example/", now);
    expect(digest.text).toContain(
      "Applications not opened yet:\n- <Umbrella & Co>: created 21 days ago\n- Initech: created 10 days ago\n\nDashboard:",
    );
    expect(digest.html).toContain(
      "<ul><li>&lt;Umbrella &amp; Co&gt;: created 21 days ago</li><li>Initech: created 10 days ago</li></ul>",
    );
    expect(digest.text).not.toMatch(/Globex|Hooli|Acme/);
  });

  it("has no such section when every application was opened", () => {
    const digest = buildWeeklyDigest(weekSummary(), "https://jordan.example/", now);
    expect(digest.text).not.toContain("not opened yet");
    expect(digest.html).not.toContain("not opened yet");
  });
});
