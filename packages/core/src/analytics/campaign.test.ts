import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  campaignLabel,
  campaignTagKeys,
  campaignTagsFromSearch,
  normalizeCampaignTag,
  parseCampaignTags,
} from "./campaign";
import { analyticsLimits } from "./types";

describe("campaign tags", () => {
  it("reads only the allowlisted keys of a query, normalised", () => {
    expect(
      campaignTagsFromSearch(
        "?ref=Acme-PM-Role&utm_source=LinkedIn&utm_medium=social&email=a@b.c&utm_term=x",
      ),
    ).toEqual({ ref: "acme-pm-role", utm_source: "linkedin", utm_medium: "social" });
    expect(campaignTagsFromSearch("?utm_campaign=Spring+Hiring%202026")).toEqual({
      utm_campaign: "spring-hiring-2026",
    });
    expect(campaignTagsFromSearch("?q=anything")).toBeUndefined();
    expect(campaignTagsFromSearch("")).toBeUndefined();
  });

  it("drops values outside the character set and cuts long ones", () => {
    expect(normalizeCampaignTag("<script>")).toBeUndefined();
    expect(normalizeCampaignTag("a@b.example")).toBeUndefined();
    expect(normalizeCampaignTag("")).toBeUndefined();
    expect(normalizeCampaignTag("x".repeat(500))).toBe("x".repeat(analyticsLimits.campaignTagMax));
    expect(parseCampaignTags({ ref: 42, utm_source: ["a"], utm_campaign: "ok" })).toEqual({
      utm_campaign: "ok",
    });
    expect(parseCampaignTags("ref=x")).toBeUndefined();
    expect(parseCampaignTags(JSON.parse('{"__proto__": {"ref": "x"}}'))).toBeUndefined();
  });

  it("never keeps anything but allowlisted keys with short, safe values (any input)", () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.oneof(fc.constantFrom(...campaignTagKeys), fc.string()),
          fc.oneof(fc.string({ maxLength: 200 }), fc.integer(), fc.constant(null)),
        ),
        (input) => {
          const tags = parseCampaignTags(input) ?? {};
          for (const [key, value] of Object.entries(tags)) {
            expect(campaignTagKeys).toContain(key);
            expect(value).toMatch(/^[a-z0-9._~-]+$/);
            expect(value.length).toBeLessThanOrEqual(analyticsLimits.campaignTagMax);
          }
        },
      ),
    );
  });

  it("parses a query the same way as the object of its tags", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...campaignTagKeys), fc.string({ maxLength: 80 })),
        (tags) => {
          const search = new URLSearchParams(tags).toString();
          expect(campaignTagsFromSearch(search)).toEqual(parseCampaignTags(tags));
        },
      ),
    );
  });

  it("labels a campaign by ref, else utm_campaign, else utm_source", () => {
    expect(campaignLabel({ ref: "a", utm_campaign: "b", utm_source: "c" })).toBe("a");
    expect(campaignLabel({ utm_campaign: "b", utm_source: "c" })).toBe("b");
    expect(campaignLabel({ utm_source: "c", utm_medium: "m" })).toBe("c");
    expect(campaignLabel({ utm_medium: "m" })).toBeUndefined();
    expect(campaignLabel(undefined)).toBeUndefined();
  });
});
