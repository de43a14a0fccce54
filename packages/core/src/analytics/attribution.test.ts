import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applicationLimits,
  applicationTag,
  applicationTimeline,
  attributeTrails,
  dayTrails,
  summarizeApplications,
  tagFromCompany,
  type TrailView,
  type VisitorTrail,
} from "./attribution";

const day = Date.parse("2026-11-10T00:00:00.000Z");
const hour = 3_600_000;
const range = { fromMs: day, toMs: day + 7 * 24 * hour - 1 };

describe("tags", () => {
  it("turns a company name into a tag", () => {
    expect(tagFromCompany("Acme Corp.")).toBe("acme-corp");
    expect(tagFromCompany("  Société Générale — PM role ")).toBe("societe-generale-pm-role");
    expect(tagFromCompany("!!!")).toBe("");
    expect(tagFromCompany("x".repeat(60))).toHaveLength(40);
  });

  it("accepts a tag of at most 40 characters from the allowlist (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (value) => {
        const tag = applicationTag(value);
        if (tag !== undefined) expect(tag).toMatch(/^[a-z0-9][a-z0-9._~-]{0,39}$/);
      }),
    );
    expect(applicationTag("Acme-PM")).toBe("acme-pm");
    expect(applicationTag("a".repeat(41))).toBeUndefined();
    expect(applicationTag("<script>")).toBeUndefined();
    expect(applicationTag("-lead")).toBeUndefined();
  });

  it("makes a valid tag of any company name that has a letter or digit (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (company) => {
        const tag = tagFromCompany(company);
        if (tag) expect(applicationTag(tag)).toBe(tag);
      }),
    );
  });
});

describe("attribution", () => {
  it("counts the arrival through a tag and every later view and goal of the same visitor (first-touch)", () => {
    const trails: VisitorTrail[] = [
      {
        visitor: "v1",
        views: [
          { at: day + hour, page: "/" }, // before the arrival: counts toward nothing
          { at: day + 2 * hour, page: "/", ref: "acme", seconds: 20, depth: 60 },
          { at: day + 2 * hour + 60_000, page: "/projects/magic-leap", seconds: 200, depth: 95 },
        ],
        goals: [{ at: day + 2 * hour + 300_000, goal: "resume-download" }],
      },
      // A later visit (another day) by the same visitor, through another tag: still Acme's.
      {
        visitor: "v1",
        views: [{ at: day + 30 * hour, page: "/", ref: "globex", seconds: 5, depth: 10 }],
        goals: [],
      },
    ];
    const [acme, ...others] = summarizeApplications(trails, range);
    expect(others).toEqual([]);
    expect(acme).toEqual({
      ref: "acme",
      firstSeen: new Date(day + 2 * hour).toISOString(),
      lastSeen: new Date(day + 30 * hour).toISOString(),
      visits: 2,
      visitors: 1,
      pages: [
        { page: "/", views: 2, seconds: 25, maxDepth: 60 },
        { page: "/projects/magic-leap", views: 1, seconds: 200, maxDepth: 95 },
      ],
      goals: { "resume-download": 1, "booking-click": 0, "contact-sent": 0 },
    });
    const timeline = applicationTimeline(trails, range, "acme");
    expect(timeline.visits.map((visit) => visit.start)).toEqual([
      new Date(day + 30 * hour).toISOString(),
      new Date(day + 2 * hour).toISOString(),
    ]);
    expect(timeline.visits[1]!.goals).toEqual([
      { goal: "resume-download", at: new Date(day + 2 * hour + 300_000).toISOString() },
    ]);
    // It ends with its last read or goal, whichever is later: the download 5 minutes in.
    expect(timeline.visits[1]!.end).toBe(new Date(day + 2 * hour + 300_000).toISOString());
    expect(timeline.visits[0]!.end).toBe(new Date(day + 30 * hour + 5_000).toISOString());
  });

  it("leaves out what lies outside the range: an arrival before it makes no application of later visits", () => {
    const trails: VisitorTrail[] = [
      { visitor: "v1", views: [{ at: range.fromMs - 1, page: "/", ref: "acme" }], goals: [] },
      { visitor: "v1", views: [{ at: range.fromMs, page: "/projects/magic-leap" }], goals: [] },
      { visitor: "v2", views: [{ at: range.toMs, page: "/", ref: "initech" }], goals: [] },
      { visitor: "v3", views: [{ at: range.toMs + 1, page: "/", ref: "hooli" }], goals: [] },
    ];
    expect(summarizeApplications(trails, range).map((application) => application.ref)).toEqual(["initech"]);
    // The same trails with the range one millisecond earlier: Acme's arrival is now in it.
    const earlier = { fromMs: range.fromMs - 1, toMs: range.toMs };
    const acme = summarizeApplications(trails, earlier).find((application) => application.ref === "acme");
    expect(acme?.pages.map((page) => page.page)).toEqual(["/", "/projects/magic-leap"]);
  });

  it("gives each visitor to exactly one application, their first tag in the range (property)", () => {
    const trail = fc.record({
      visitor: fc.constantFrom("a", "b", "c", "d"),
      views: fc.array(
        fc.record({
          at: fc.integer({ min: range.fromMs - 2 * hour, max: range.toMs + 2 * hour }),
          page: fc.constantFrom("/", "/projects/x"),
          ref: fc.option(fc.constantFrom("acme", "globex"), { nil: undefined }),
        }),
        { maxLength: 6 },
      ),
    });
    fc.assert(
      fc.property(fc.array(trail, { maxLength: 12 }), (raw) => {
        const trails: VisitorTrail[] = raw.map((t) => ({
          visitor: t.visitor,
          views: t.views.map(({ ref, ...view }): TrailView => (ref ? { ...view, ref } : view)),
          goals: [],
        }));
        const attributed = attributeTrails(trails, range);
        expect(new Set(attributed.map((entry) => entry.visitor)).size).toBe(attributed.length);
        for (const entry of attributed) {
          const views = trails
            .filter((t) => t.visitor === entry.visitor)
            .flatMap((t) => t.views)
            .filter((view) => view.at >= range.fromMs && view.at <= range.toMs)
            .sort((x, y) => x.at - y.at);
          const first = views.find((view) => view.ref)!;
          expect(entry.ref).toBe(first.ref);
          expect(entry.views.length).toBe(views.filter((view) => view.at >= first.at).length);
        }
        const summed = summarizeApplications(trails, range).reduce(
          (sum, application) => sum + application.visitors,
          0,
        );
        expect(summed).toBe(attributed.length);
      }),
    );
  });
});

describe("bounds", () => {
  it("lists at most 50 applications, the owner's always, the rest under Other", () => {
    const trails: VisitorTrail[] = Array.from({ length: 200 }, (_, index) => ({
      visitor: `junk-${index}`,
      views: [{ at: day + index * 60_000, page: "/", ref: `junk-${index}` }],
      goals: [],
    }));
    const owned = [{ ref: "acme", company: "Acme", created: new Date(day - hour).toISOString() }];
    const applications = summarizeApplications(trails, range, owned);
    expect(applications).toHaveLength(applicationLimits.listed);
    expect(applications.find((application) => application.ref === "acme")).toMatchObject({
      visits: 0,
      firstSeen: null,
      company: "Acme",
    });
    const other = applications[applications.length - 1]!;
    expect(other.ref).toBe("Other");
    expect(other.visitors).toBe(200 - 48);
    // Newest first: the listed junk tags are the most recently seen.
    expect(applications[0]!.ref).toBe("junk-199");
  });

  it("keeps a day's trails bounded and only for visitors involved with an application", () => {
    const visits = Array.from({ length: 3000 }, (_, index) => ({
      id: String(index).padStart(6, "0"),
      timestamp: day + index,
      page: "/",
      visitor: `v${index}`,
      ...(index % 2 ? { ref: `t${index}` } : {}),
    }));
    const trails = dayTrails({ visits, goals: [] });
    expect(trails).toHaveLength(applicationLimits.trailsPerDay);
    expect(trails.every((trail) => trail.views.every((view) => view.ref))).toBe(true);
    // Deterministic whatever the order of the events.
    expect(dayTrails({ visits: [...visits].reverse(), goals: [] })).toEqual(trails);
  });
});
