import { describe, expect, it } from "vitest";
import {
  applicationLinkLimits,
  applicationLinkOpen,
  namesLinkFields,
  readLinkChange,
  withLinkChange,
  type ApplicationLink,
} from "./applicationLinks";

const at = (iso: string) => Date.parse(iso);

describe("readLinkChange", () => {
  it("reads every field, each trimmed to one line", () => {
    expect(
      readLinkChange({
        greeting: "  Hello\n Acme\u2028team \u0085! ",
        paused: true,
        expiresAt: "2027-01-31T23:59:59+01:00",
        resume: { summary: " Payments PM ", projects: ["magic-leap", "personal-cloud"], highlights: ["0.2"] },
        privateProjects: ["secret-bank"],
      }),
    ).toEqual({
      ok: true,
      change: {
        greeting: "Hello Acme team !",
        paused: true,
        expiresAt: "2027-01-31T22:59:59.000Z",
        resume: { summary: "Payments PM", projects: ["magic-leap", "personal-cloud"], highlights: ["0.2"] },
        privateProjects: ["secret-bank"],
      },
    });
  });

  it("clears a field given null, and reads an empty text, variant or list as null", () => {
    expect(
      readLinkChange({ greeting: null, expiresAt: null, resume: null, privateProjects: null, paused: false }),
    ).toEqual({
      ok: true,
      change: { greeting: null, expiresAt: null, resume: null, privateProjects: null, paused: false },
    });
    expect(readLinkChange({ greeting: "   ", resume: { summary: " " }, privateProjects: [] })).toEqual({
      ok: true,
      change: { greeting: null, resume: null, privateProjects: null },
    });
    // A variant that shows no projects is a choice, not an absence.
    expect(readLinkChange({ resume: { projects: [] } })).toEqual({
      ok: true,
      change: { resume: { projects: [] } },
    });
  });

  it("names every field that is not valid at once", () => {
    const read = readLinkChange({
      greeting: "x".repeat(applicationLinkLimits.greetingMax + 1),
      paused: "yes",
      expiresAt: "tomorrow",
      resume: { projects: ["Not A Slug"] },
      privateProjects: ["a", "a"],
    });
    expect(read.ok).toBe(false);
    expect(Object.keys(read.ok ? {} : read.fields).sort()).toEqual([
      "expiresAt",
      "greeting",
      "paused",
      "privateProjects",
      "resume",
    ]);
  });

  it("takes a greeting of exactly the limit", () => {
    const greeting = "x".repeat(applicationLinkLimits.greetingMax);
    expect(readLinkChange({ greeting })).toEqual({ ok: true, change: { greeting } });
  });

  it("takes only a date and time with its offset on a day the calendar has", () => {
    for (const expiresAt of [
      "2027-02-30T10:00:00Z",
      "2027-01-31",
      "2027-01-31T23:59:59",
      "2027-1-1T00:00:00Z",
      "2027-13-01T00:00:00Z",
      "0000-01-01T00:00:00Z",
      "2027-01-31T23:59:59Zjunk",
      20270131,
    ])
      expect(readLinkChange({ expiresAt }).ok, String(expiresAt)).toBe(false);
    expect(readLinkChange({ expiresAt: "2028-02-29T23:59:59.999Z" })).toEqual({
      ok: true,
      change: { expiresAt: "2028-02-29T23:59:59.999Z" },
    });
  });

  it("refuses a variant with other fields, long summaries and lists that are not slugs or highlights", () => {
    for (const resume of [
      [],
      "a",
      { summary: "s", extra: 1 },
      { summary: "x".repeat(applicationLinkLimits.summaryMax + 1) },
      { highlights: ["1"] },
      { highlights: ["0.1", "0.1"] },
      { projects: Array.from({ length: applicationLinkLimits.listMax + 1 }, (_, i) => `p${i}`) },
    ])
      expect(readLinkChange({ resume }).ok, JSON.stringify(resume).slice(0, 60)).toBe(false);
  });

  it("reads nothing from a body without link fields", () => {
    expect(readLinkChange({ ref: "acme", status: "offer" })).toEqual({ ok: true, change: {} });
    expect(namesLinkFields({ ref: "acme", status: "offer" })).toBe(false);
    expect(namesLinkFields({ ref: "acme", greeting: null })).toBe(true);
  });
});

describe("withLinkChange", () => {
  const link = { ref: "acme", greeting: "Hi", paused: true as const, privateProjects: ["secret-bank"] };

  it("sets the fields it names, clears those given null or false, and keeps the others", () => {
    expect(
      withLinkChange(link, { paused: false, greeting: null, expiresAt: "2027-01-31T23:59:59.000Z" }),
    ).toEqual({ ref: "acme", privateProjects: ["secret-bank"], expiresAt: "2027-01-31T23:59:59.000Z" });
    expect(withLinkChange(link, {})).toEqual(link);
  });

  it("never changes the link it was given", () => {
    const before = structuredClone(link);
    withLinkChange(link, { greeting: "Hello", privateProjects: null });
    expect(link).toEqual(before);
  });
});

describe("applicationLinkOpen", () => {
  const now = at("2027-01-31T12:00:00.000Z");

  it("is open without a pause or an expiry", () => {
    expect(applicationLinkOpen({}, now)).toBe(true);
  });

  it("is closed while paused", () => {
    expect(applicationLinkOpen({ paused: true }, now)).toBe(false);
  });

  it("closes at its expiry, not before", () => {
    const link: ApplicationLink = { expiresAt: "2027-01-31T12:00:00.000Z" };
    expect(applicationLinkOpen(link, now - 1)).toBe(true);
    expect(applicationLinkOpen(link, now)).toBe(false);
  });
});
