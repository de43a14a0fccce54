/**
 * An address part made from words: accents dropped, lower case, anything but Latin letters and
 * digits a hyphen, at most `max` characters ("Launch retrospective!" → "launch-retrospective",
 * "Priya Raman" → "priya-raman"); "" when nothing is left. A project's, a post's and an uploaded
 * image's name are made with it; a tag keeps other scripts' letters (./tags.ts).
 */
export function slugOf(text: string, max = 60): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, max)
    .replace(/-+$/, "");
}
