/**
 * The brand mark's initials: the first letters of the first and last words of a
 * name, upper-cased ("Jordan Avery Lee" → "JL", "Madonna" → "M"). Accents survive,
 * whether the name arrives composed or decomposed. Upper-casing ignores the
 * visitor's locale, so server and browser always render the same letters.
 */
export function initials(fullName: string): string {
  const words = fullName.normalize("NFC").trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (first === undefined) return "";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .filter((word) => word !== undefined)
    .map((word) => (Array.from(word)[0] ?? "").toUpperCase())
    .join("");
}
