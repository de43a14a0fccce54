/**
 * A tag's address: its words in lower case, accents dropped, anything but letters and digits a
 * hyphen ("Product Strategy" → "product-strategy", "Überblick" → "uberblick"). Two tags that
 * differ only in case or accents are one tag.
 */
export function tagSlug(tag: string): string {
  return tag
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

/** True for a tag that makes an address (it has a letter or a digit). */
export function hasTagSlug(tag: string): boolean {
  return tagSlug(tag) !== "";
}
