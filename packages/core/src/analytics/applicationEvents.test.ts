import { describe, expect, it } from "vitest";
import { applicationEvents, readsToEnd, sightTag, noSightings } from "./applicationEvents";
import { summarizeApplications, type OwnedApplication, type VisitorTrail } from "./attribution";
import { applicationSignalLimits } from "./applicationSignals";
import { dayTrails } from "./trails";
import { hourMs } from "../time";

const day = Date.parse("2026-11-10T00:00:00.000Z");
const hour = hourMs;
const range = { fromMs: day, toMs: day + 7 * 24 * hour - 1 };
const acme: OwnedApplication = { ref: "acme", company: "Acme", created: new Date(day - hour).toISOString() };
const iso = (ms: number) => new Date(ms).toISOString();

function eventsOf(trails: VisitorTrail[], timeZone = "UTC") {
  return summarizeApplications(trails, range, [acme], timeZone)[0]!.events;
}

describe("an application's signals", () => {
  it("opened: the first attributed view, once, and nothing before it", () => {
    const events = eventsOf([
      {
        visitor: "v1",
        views: [
          { at: day + hour, page: "/" },
          { at: day + 2 * hour, page: "/", ref: "acme" },
          { at: day + 2 * hour + 1000, page: "/projects/magic-leap" },
        ],
        goals: [],
      },
    ]);
    expect(events).toEqual([{ type: "opened", at: iso(day + 2 * hour), page: "/" }]);
  });

  it("case-study-opened: the first view through the tag of a case study shared with it, while the link was open, once each", () => {
    const shared: OwnedApplication = { ...acme, privateProjects: ["secret"] };
    const views = [
      { at: day + hour, page: "/", ref: "acme" },
      { at: day + hour + 1000, page: "/projects/secret", ref: "acme", linkClosed: true as const },
      { at: day + hour + 2000, page: "/de/projects/secret", ref: "acme" },
      { at: day + hour + 3000, page: "/projects/secret", ref: "acme" },
      { at: day + hour + 4000, page: "/projects/other", ref: "acme" },
    ];
    const [summary] = summarizeApplications([{ visitor: "v1", views, goals: [] }], range, [shared]);
    expect(summary!.events.filter((event) => event.type === "case-study-opened")).toEqual([
      { type: "case-study-opened", at: iso(day + hour + 2000), page: "/de/projects/secret" },
    ]);
    // Not shared with the application: no such signal, whatever it opened.
    expect(eventsOf([{ visitor: "v1", views, goals: [] }]).map((event) => event.type)).not.toContain(
      "case-study-opened",
    );
  });

  it("has no events for a tag nobody opened", () => {
    expect(eventsOf([])).toEqual([]);
  });

  it("read-to-end: a project page past 90 % with at least 10 s visible, not a shorter or shallower read, not the home page", () => {
    const views = [
      { at: day + hour, page: "/", ref: "acme", seconds: 60, depth: 100 },
      { at: day + hour + 1000, page: "/projects/a", seconds: 9, depth: 100 },
      { at: day + hour + 2000, page: "/projects/b", seconds: 60, depth: 89 },
      { at: day + hour + 3000, page: "/projects/c", seconds: 10, depth: 90 },
    ];
    expect(eventsOf([{ visitor: "v1", views, goals: [] }])).toEqual([
      { type: "opened", at: iso(day + hour), page: "/" },
      { type: "read-to-end", at: iso(day + hour + 3000), page: "/projects/c" },
    ]);
    expect(readsToEnd({ page: "/projects/c", seconds: 10, depth: 90 })).toBe(true);
    expect(readsToEnd({ page: "/projects/c" })).toBe(false);
    expect(readsToEnd({ page: "/de/projects/c", seconds: 10, depth: 90 })).toBe(true);
    expect(readsToEnd({ page: "/pt-br/projects/c", seconds: 10, depth: 90 })).toBe(true);
    expect(readsToEnd({ page: "/de/", seconds: 60, depth: 100 })).toBe(false);
    expect(readsToEnd({ page: "/projects/", seconds: 60, depth: 100 })).toBe(false);
  });

  it("counts a goal that came with only its tag (a download is a navigation: no visitor id) toward the application, as nobody's visit", () => {
    const trails = dayTrails({
      visits: [],
      goals: [
        { timestamp: day + hour, goal: "resume-download", campaign: "acme" },
        { timestamp: day + 2 * hour, goal: "contact-sent", visitor: "stranger", campaign: "acme" },
        { timestamp: day + 3 * hour, goal: "resume-download", campaign: "not-created" },
        { timestamp: day + 4 * hour, goal: "resume-download" },
      ],
    });
    const [application] = summarizeApplications(trails, range, [acme], "UTC");
    expect(application!.events).toEqual([
      { type: "resume-downloaded", at: iso(day + hour) },
      { type: "message-sent", at: iso(day + 2 * hour) },
    ]);
    expect(application!.goals).toMatchObject({ "resume-download": 1, "contact-sent": 1 });
    expect(application).toMatchObject({ visits: 0, visitors: 0 });
  });

  it("returned: the first view of each later day in the owner's time zone", () => {
    // 23:00 and 01:00 UTC are the same day in Los Angeles, two days in UTC.
    const views = [
      { at: day + 23 * hour, page: "/", ref: "acme" },
      { at: day + 25 * hour, page: "/projects/a" },
      { at: day + 26 * hour, page: "/projects/b" },
    ];
    const trails = [{ visitor: "v1", views, goals: [] }];
    expect(eventsOf(trails).map((event) => event.type)).toEqual(["opened", "returned"]);
    expect(eventsOf(trails)[1]).toEqual({ type: "returned", at: iso(day + 25 * hour), page: "/projects/a" });
    expect(eventsOf(trails, "America/Los_Angeles").map((event) => event.type)).toEqual(["opened"]);
  });

  it("forwarded: a second browser on the same day, or a new country, through the tag; not the same browser again", () => {
    const trails: VisitorTrail[] = [
      {
        visitor: "v1",
        views: [
          { at: day + hour, page: "/", ref: "acme", country: "DE" },
          { at: day + 2 * hour, page: "/", ref: "acme", country: "DE" },
        ],
        goals: [],
      },
      { visitor: "v2", views: [{ at: day + 3 * hour, page: "/", ref: "acme", country: "DE" }], goals: [] },
      // Another day: the browser comparison starts again, a country not seen before still counts.
      { visitor: "v3", views: [{ at: day + 27 * hour, page: "/", ref: "acme", country: "DE" }], goals: [] },
      { visitor: "v3", views: [{ at: day + 28 * hour, page: "/", ref: "acme", country: "FR" }], goals: [] },
    ];
    expect(eventsOf(trails).filter((event) => event.type === "forwarded")).toEqual([
      { type: "forwarded", at: iso(day + 3 * hour), page: "/" },
      { type: "forwarded", at: iso(day + 28 * hour), page: "/" },
    ]);
  });

  it("the ingest's comparison: the first sighting is never forwarded, an unknown country is no new one", () => {
    const first = sightTag(noSightings(), "2026-11-10", "b1", "Unknown");
    expect(first.forwarded).toBe(false);
    expect(sightTag(first.seen, "2026-11-10", "b1", "DE").forwarded).toBe(false);
    const german = sightTag(first.seen, "2026-11-10", "b1", "DE").seen;
    expect(sightTag(german, "2026-11-10", "b2", "Unknown").forwarded).toBe(true);
    expect(sightTag(german, "2026-11-11", "b2", "DE").forwarded).toBe(false);
    expect(sightTag(german, "2026-11-11", "b2", "US").forwarded).toBe(true);
  });

  it("the ingest's comparison keeps at most two browsers a day, however many open the link", () => {
    let seen = noSightings();
    const told: boolean[] = [];
    for (let index = 0; index < 50; index += 1) {
      const sighting = sightTag(seen, "2026-11-10", `b${String(index).padStart(2, "0")}`, "DE");
      told.push(sighting.forwarded);
      seen = sighting.seen;
    }
    // The second browser decides "forwarded"; the rest change nothing, so nothing is written for them.
    expect(told.slice(0, 2)).toEqual([false, true]);
    expect(seen.browsers).toEqual(["b00", "b01"]);
    expect(sightTag(seen, "2026-11-10", "b00", "DE").forwarded).toBe(false);
  });

  it("resume-link-opened: a view through the tag from a link in the résumé", () => {
    const trails: VisitorTrail[] = [
      {
        visitor: "v1",
        views: [{ at: day + hour, page: "/projects/a", ref: "acme", resume: true }],
        goals: [],
      },
    ];
    expect(eventsOf(trails)).toEqual([
      { type: "opened", at: iso(day + hour), page: "/projects/a" },
      { type: "resume-link-opened", at: iso(day + hour), page: "/projects/a" },
    ]);
  });

  it("resume-downloaded, booking-clicked, message-sent: the attributed goals, and no other goal", () => {
    const trails: VisitorTrail[] = [
      {
        visitor: "v1",
        views: [{ at: day + hour, page: "/", ref: "acme" }],
        goals: [
          { at: day + hour + 1000, goal: "resume-download" },
          { at: day + hour + 2000, goal: "booking-click" },
          { at: day + hour + 3000, goal: "contact-sent" },
          { at: day + hour + 4000, goal: "profile-click" },
        ],
      },
    ];
    expect(eventsOf(trails)).toEqual([
      { type: "opened", at: iso(day + hour), page: "/" },
      { type: "resume-downloaded", at: iso(day + hour + 1000) },
      { type: "booking-clicked", at: iso(day + hour + 2000) },
      { type: "message-sent", at: iso(day + hour + 3000) },
    ]);
  });

  it("keeps the latest 100, oldest first", () => {
    const views = Array.from({ length: 150 }, (_, index) => ({
      at: day + index * 1000,
      page: "/projects/a",
      ref: "acme",
      seconds: 30,
      depth: 100,
    }));
    const events = applicationEvents("acme", [{ visitor: "v1", views, goals: [] }]);
    expect(events).toHaveLength(applicationSignalLimits.eventsPerApplication);
    expect(events[0]!.at < events[99]!.at).toBe(true);
    expect(events.at(-1)).toEqual({ type: "read-to-end", at: iso(day + 149_000), page: "/projects/a" });
  });

  it("the day trails carry the country and the résumé flag of a tagged view", () => {
    const [trail] = dayTrails({
      visits: [
        { id: "a", timestamp: day, page: "/", visitor: "v1", ref: "acme", country: "DE", resume: true },
        { id: "b", timestamp: day + 1, page: "/", visitor: "v1", country: "Unknown" },
      ],
      goals: [],
    });
    expect(trail!.views).toEqual([
      { at: day, page: "/", ref: "acme", country: "DE", resume: true },
      { at: day + 1, page: "/" },
    ]);
  });
});
