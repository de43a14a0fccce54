/** Words an adult reads in a minute, on a screen (Brysbaert 2019's mean for non-fiction, 238). */
const WORDS_PER_MINUTE = 238;

/** Minutes to read a post's Markdown, at least 1: its words, code and link addresses not counted. */
export function readingMinutes(markdown: string): number {
  const prose = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/<[^>]+>/g, " ");
  const words = prose.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
