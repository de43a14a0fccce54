import { describe, expect, it } from "vitest";
import { filledLink, linkProjects, linkRoles } from "../fixtures/linkSettings";
import { linkChange, linkForm, linkState } from "./linkSettingsForm";

describe("the link settings' form", () => {
  it("reads a link without settings as the default résumé and sends it back as no choice", () => {
    const form = linkForm(undefined, linkProjects, linkRoles, "UTC");
    expect(form.projects.map((project) => project.slug)).toEqual([
      "personal-cloud",
      "mobile-self-service",
      "magic-leap",
    ]);
    expect(linkChange(form, linkRoles, "UTC")).toEqual({
      greeting: null,
      paused: false,
      expiresAt: null,
      resume: null,
      privateProjects: null,
    });
  });

  it("gives a stored link back unchanged", () => {
    const form = linkForm(filledLink, linkProjects, linkRoles, "UTC");
    expect(linkChange(form, linkRoles, "UTC")).toEqual({ paused: false, ...filledLink });
  });

  it("ends the expiry day at its last instant in the zone, on a day clocks change too", () => {
    const form = {
      ...linkForm(undefined, linkProjects, linkRoles, "Europe/Berlin"),
      expiresOn: "2026-10-25",
    };
    // The 25-hour day in Berlin ends at 23:00 UTC.
    expect(linkChange(form, linkRoles, "Europe/Berlin").expiresAt).toBe("2026-10-25T22:59:59.999Z");
    expect(
      linkForm({ expiresAt: "2026-10-25T22:59:59.999Z" }, linkProjects, linkRoles, "Europe/Berlin").expiresOn,
    ).toBe("2026-10-25");
  });

  it("says where a link stands", () => {
    const now = Date.parse("2026-11-22T12:00:00.000Z");
    expect(linkState(undefined, now)).toBe("open");
    expect(linkState({ greeting: "Hi" }, now)).toBe("open");
    expect(linkState({ paused: true, expiresAt: "2020-01-01T00:00:00.000Z" }, now)).toBe("paused");
    expect(linkState({ expiresAt: "2026-11-22T12:00:00.000Z" }, now)).toBe("expired");
    expect(linkState({ expiresAt: "2026-11-22T12:00:00.001Z" }, now)).toBe("expires");
  });
});
