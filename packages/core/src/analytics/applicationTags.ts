/**
 * Application tags: which `ref` values can name an application, and the tags the link
 * builder makes for a company.
 */
import { applicationLimits } from "./attribution";
import { normalizeCampaignTag } from "./campaign";

const tagPattern = /^[a-z0-9][a-z0-9._~-]*$/;

/** The application tag of a `ref` value: normalised like every campaign tag, at most 40 characters; else undefined. */
export function applicationTag(value: unknown): string | undefined {
  const tag = normalizeCampaignTag(value);
  return tag !== undefined && tag.length <= applicationLimits.tagMax && tagPattern.test(tag)
    ? tag
    : undefined;
}

/** A tag for a company name: "Acme Corp." → "acme-corp" (accents dropped, at most `max` characters); "" when nothing is left. */
export function tagFromCompany(company: string, max: number = applicationLimits.tagMax): string {
  return company
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+/, "")
    .slice(0, max)
    .replace(/-+$/, "");
}

/** Lower-case letters and digits without the look-alikes i, l, o, u: 32 of them, 5 bits each. */
const suffixAlphabet = "0123456789abcdefghjkmnpqrstvwxyz";
/**
 * Characters of a builder-made tag's random part: 40 bits. Guessing one tag takes about
 * 5 × 10¹¹ tries on average; at the platform's 60 page views per minute and address, a
 * thousand addresses guessing all year would find it with a chance of about 3 %, and a
 * stranger who does not know which companies the owner applied to has far less.
 */
export const tagSuffixLength = 8;

/**
 * A builder-made tag: the company's name and an unguessable part, "Acme Corp." →
 * "acme-corp-7k2qx9m4", so nobody can open an application by guessing its company.
 * `random` gives `tagSuffixLength` random bytes (the platform's crypto by default).
 */
export function unguessableTag(
  company: string,
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) =>
    globalThis.crypto.getRandomValues(bytes),
): string {
  const bytes = random(new Uint8Array(tagSuffixLength));
  const suffix = Array.from(bytes, (byte) => suffixAlphabet[byte & 31]).join("");
  const name = tagFromCompany(company, applicationLimits.tagMax - tagSuffixLength - 1);
  return name ? `${name}-${suffix}` : suffix;
}
