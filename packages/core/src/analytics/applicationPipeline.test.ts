import { describe, expect, it } from "vitest";
import { daysSinceCreated, isApplicationStatus, isNotOpenedYet } from "./applicationPipeline";

const created = "2026-11-01T09:00:00.000Z";
const at = (iso: string) => Date.parse(iso);

describe("isNotOpenedYet", () => {
  const waiting = { created, firstSeen: null, events: [] };

  it("marks an application nobody opened 7 days after it was created, not before", () => {
    expect(isNotOpenedYet(waiting, at("2026-11-08T08:59:59.999Z"))).toBe(false);
    expect(isNotOpenedYet(waiting, at("2026-11-08T09:00:00.000Z"))).toBe(true);
  });

  it("never marks one that was opened: a visit in the range, or an opened signal from before it", () => {
    const now = at("2026-11-20T00:00:00.000Z");
    expect(isNotOpenedYet({ ...waiting, firstSeen: "2026-11-19T10:00:00.000Z" }, now)).toBe(false);
    expect(
      isNotOpenedYet({ ...waiting, events: [{ type: "opened", at: "2026-11-02T10:00:00.000Z" }] }, now),
    ).toBe(false);
    // Other signals without an open (a bot's preview is never one) leave it waiting.
    expect(
      isNotOpenedYet(
        { ...waiting, events: [{ type: "booking-clicked", at: "2026-11-02T10:00:00.000Z" }] },
        now,
      ),
    ).toBe(true);
  });

  it("never marks a row without a creation date (the Other row)", () => {
    expect(isNotOpenedYet({ firstSeen: null, events: [] }, at("2027-01-01T00:00:00.000Z"))).toBe(false);
  });
});

describe("daysSinceCreated", () => {
  it("counts whole days, 0 on the day itself and for a clock behind", () => {
    expect(daysSinceCreated(created, at("2026-11-01T23:00:00.000Z"))).toBe(0);
    expect(daysSinceCreated(created, at("2026-11-09T09:00:00.000Z"))).toBe(8);
    expect(daysSinceCreated(created, at("2026-10-31T00:00:00.000Z"))).toBe(0);
  });
});

describe("isApplicationStatus", () => {
  it("takes the pipeline's five statuses and nothing else", () => {
    for (const status of ["applied", "interviewing", "offer", "rejected", "withdrawn"])
      expect(isApplicationStatus(status)).toBe(true);
    for (const value of ["hired", "Applied", "", undefined, 3, null])
      expect(isApplicationStatus(value)).toBe(false);
  });
});
