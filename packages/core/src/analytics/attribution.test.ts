import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applicationLimits,
  applicationTimeline,
  attributeTrails,
  summarizeApplications,
  type OwnedApplication,
  type TrailView,
  type VisitorTrail,
} from "./attribution";
import { hourMs } from "../time";
import { dayTrails } from "./trails";
import { applicationTag, tagFromCompany, tagSuffixLength, unguessableTag } from "./applicationTags";

const day = Date.parse("2026-11-10T00:00:00.000Z");
const hour = hourMs;
const range = { fromMs: day, toMs: day + 7 * 24 * hour - 1 };
const ownedTags = (...refs: string[]): OwnedApplication[] =>
  refs.map((ref) => ({ ref, company: ref, created: new Date(day - hour).toISOString() }));

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

  it("makes a builder tag of the company's name and 40 random bits, never guessable from the name", () => {
    const counting = (bytes: Uint8Array) => bytes.map((_, index) => index * 5);
    expect(unguessableTag("Acme Corp.", counting)).toBe("acme-corp-05afmsy3");
    expect(unguessableTag("!!!", counting)).toBe("05afmsy3");
    const long = unguessableTag("x".repeat(60));
    expect(long).toHaveLength(applicationLimits.tagMax);
    expect(applicationTag(long)).toBe(long);
    const tags = new Set(Array.from({ length: 1000 }, () => unguessableTag("Acme Corp.")));
    expect(tags.size).toBe(1000);
    for (const tag of tags)
      expect(tag).toMatch(new RegExp(`^acme-corp-[0-9a-hjkmnp-tv-z]{${tagSuffixLength}}$`));
  });

  it("makes a valid tag of any company name that has a letter or digit (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (company) => {
        const tag = tagFromCompany(company);
        if (tag) expect(applicationTag(tag)).toBe(tag);
        const builderTag = unguessableTag(company);
        expect(applicationTag(builderTag)).toBe(builderTag);
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
    const [acme, ...others] = summarizeApplications(trails, range, ownedTags("acme", "globex"));
    expect(others).toEqual([expect.objectContaining({ ref: "globex", visits: 0 })]);
    expect(acme).toEqual({
      ref: "acme",
      company: "acme",
      created: new Date(day - hour).toISOString(),
      firstSeen: new Date(day + 2 * hour).toISOString(),
      lastSeen: new Date(day + 30 * hour).toISOString(),
      visits: 2,
      visitors: 1,
      pages: [
        { page: "/", views: 2, seconds: 25, maxDepth: 60 },
        { page: "/projects/magic-leap", views: 1, seconds: 200, maxDepth: 95 },
      ],
      goals: { "resume-download": 1, "booking-click": 0, "contact-sent": 0 },
      status: "applied",
      statusChangedAt: new Date(day - hour).toISOString(),
      // The signals of the same activity (each type's rules: ./applicationEvents.test.ts).
      events: [
        { type: "opened", at: new Date(day + 2 * hour).toISOString(), page: "/" },
        {
          type: "read-to-end",
          at: new Date(day + 2 * hour + 60_000).toISOString(),
          page: "/projects/magic-leap",
        },
        { type: "resume-downloaded", at: new Date(day + 2 * hour + 300_000).toISOString() },
        { type: "returned", at: new Date(day + 30 * hour).toISOString(), page: "/" },
      ],
    });
    const timeline = applicationTimeline(trails, range, "acme", ownedTags("acme")[0]);
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

  it("marks a visit through the link while it was closed, and lists the link's settings with the application", () => {
    const trails: VisitorTrail[] = [
      { visitor: "v1", views: [{ at: day + hour, page: "/", ref: "acme" }], goals: [] },
      {
        visitor: "v2",
        views: [
          { at: day + 2 * hour, page: "/", ref: "acme", linkClosed: true },
          { at: day + 2 * hour + 60_000, page: "/resume" },
        ],
        goals: [],
      },
    ];
    const acme = { ...ownedTags("acme")[0]!, paused: true as const, greeting: "Hi" };
    const timeline = applicationTimeline(trails, range, "acme", acme);
    expect(timeline.visits.map((visit) => visit.linkClosed ?? false)).toEqual([true, false]);
    const [summary] = summarizeApplications(trails, range, [acme]);
    expect(summary).toEqual(expect.objectContaining({ visits: 2, link: { greeting: "Hi", paused: true } }));
    expect(summarizeApplications(trails, range, ownedTags("acme"))[0]).not.toHaveProperty("link");
  });

  it("leaves out what lies outside the range: an arrival before it makes no application of later visits", () => {
    const trails: VisitorTrail[] = [
      { visitor: "v1", views: [{ at: range.fromMs - 1, page: "/", ref: "acme" }], goals: [] },
      { visitor: "v1", views: [{ at: range.fromMs, page: "/projects/magic-leap" }], goals: [] },
      { visitor: "v2", views: [{ at: range.toMs, page: "/", ref: "initech" }], goals: [] },
      { visitor: "v3", views: [{ at: range.toMs + 1, page: "/", ref: "hooli" }], goals: [] },
    ];
    const owned = ownedTags("acme", "initech", "hooli");
    const seen = summarizeApplications(trails, range, owned).filter((application) => application.visits > 0);
    expect(seen.map((application) => application.ref)).toEqual(["initech"]);
    // The same trails with the range one millisecond earlier: Acme's arrival is now in it.
    const earlier = { fromMs: range.fromMs - 1, toMs: range.toMs };
    const acme = summarizeApplications(trails, earlier, owned).find(
      (application) => application.ref === "acme",
    );
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
        const summed = summarizeApplications(trails, range, ownedTags("acme", "globex")).reduce(
          (sum, application) => sum + application.visitors,
          0,
        );
        expect(summed).toBe(attributed.length);
      }),
    );
  });
});

describe("bounds", () => {
  it("never makes an application of a tag nobody created: a guess or a typo is a campaign only", () => {
    const trails: VisitorTrail[] = [
      { visitor: "stranger", views: [{ at: day + hour, page: "/", ref: "acme-corp" }], goals: [] },
      ...Array.from({ length: 200 }, (_, index) => ({
        visitor: `junk-${index}`,
        views: [{ at: day + index * 60_000, page: "/", ref: `junk-${index}` }],
        goals: [],
      })),
      // Arrived through a stranger's tag first, then through the owner's: the owner's.
      {
        visitor: "reader",
        views: [
          { at: day + hour, page: "/", ref: "junk-1" },
          { at: day + 2 * hour, page: "/", ref: "acme-corp-05afmsy3" },
        ],
        goals: [],
      },
    ];
    const owned = ownedTags("acme-corp-05afmsy3");
    expect(summarizeApplications(trails, range, owned)).toEqual([
      expect.objectContaining({ ref: "acme-corp-05afmsy3", visits: 1, visitors: 1 }),
    ]);
    expect(summarizeApplications(trails, range)).toEqual([]);
    expect(applicationTimeline(trails, range, "acme-corp").visits).toEqual([]);
    expect(applicationTimeline(trails, range, "acme-corp-05afmsy3", owned[0]).visits).toHaveLength(1);
  });

  it("lists at most 50 of the owner's applications, the most recently seen, the rest under Other", () => {
    const trails: VisitorTrail[] = Array.from({ length: 60 }, (_, index) => ({
      visitor: `reader-${index}`,
      views: [{ at: day + index * 60_000, page: "/", ref: `tag-${index}` }],
      goals: [],
    }));
    const owned = ownedTags(...Array.from({ length: 60 }, (_, index) => `tag-${index}`), "acme");
    const applications = summarizeApplications(trails, range, owned);
    expect(applications).toHaveLength(applicationLimits.listed);
    // Newest first: the listed tags are the most recently seen.
    expect(applications[0]!.ref).toBe("tag-59");
    const other = applications[applications.length - 1]!;
    expect(other.ref).toBe("Other");
    expect(other.visitors).toBe(60 - 49);
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
