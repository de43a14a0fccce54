/**
 * Campaign tags: what a tagged link (`/?ref=acme-pm-role`, `?utm_source=linkedin`) may
 * tell the analytics. Only the allowlisted keys are read, each value is cut to
 * `analyticsLimits.campaignTagMax` characters and must use a small character set (letters,
 * digits, `.`, `_`, `-`, `~`; spaces become `-`); anything else is dropped, never stored.
 * The tracker and the server both use these functions, so they agree on every value.
 */
import { analyticsLimits, type CampaignTags } from "./types";

/** The query keys a campaign may use, in the order the label prefers them last to first. */
export const campaignTagKeys = ["utm_source", "utm_medium", "utm_campaign", "ref"] as const;

const allowedValue = /^[a-z0-9._~-]+$/;

/** One tag's value normalised (lower case, spaces as "-", cut to the limit), or undefined when it is not acceptable. */
export function normalizeCampaignTag(value: unknown): string | undefined {
  if (typeof value !== "string") return;
  const normalized = value.trim().toLowerCase().replace(/\s+/g, "-").slice(0, analyticsLimits.campaignTagMax);
  return allowedValue.test(normalized) ? normalized : undefined;
}

/** The acceptable tags of an untrusted object (e.g. a page-view body's `campaign`), or undefined when none is. */
export function parseCampaignTags(input: unknown): CampaignTags | undefined {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return;
  const source = input as Record<string, unknown>;
  const tags: CampaignTags = {};
  for (const key of campaignTagKeys) {
    if (!Object.prototype.hasOwnProperty.call(source, key)) continue;
    const value = normalizeCampaignTag(source[key]);
    if (value !== undefined) tags[key] = value;
  }
  return Object.keys(tags).length > 0 ? tags : undefined;
}

/** The campaign tags of a query string ("?ref=x&utm_source=y"); every other parameter is ignored. */
export function campaignTagsFromSearch(search: string): CampaignTags | undefined {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return;
  }
  const found: Record<string, string> = {};
  for (const key of campaignTagKeys) {
    const value = params.get(key);
    if (value !== null) found[key] = value;
  }
  return parseCampaignTags(found);
}

/** The label a campaign is counted under: `ref`, else `utm_campaign`, else `utm_source`. */
export function campaignLabel(tags: CampaignTags | undefined): string | undefined {
  return tags?.ref ?? tags?.utm_campaign ?? tags?.utm_source;
}
