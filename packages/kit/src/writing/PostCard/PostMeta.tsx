import { fillTemplate, formatCount, formatDay, useLabels, useLocale } from "../../labels";
import { siteLabels } from "../../labels/siteLabels";

/** A calendar day as a `<time>`, written the page's locale's way. */
export function Day({ day }: { day: string }) {
  return <time dateTime={day}>{formatDay(day, useLocale())}</time>;
}

/** "4 min read", with the minutes in the page's locale. */
export function useReadingTime(minutes: number): string {
  const labels = useLabels("writing", siteLabels.writing);
  const formatted = formatCount(minutes, useLocale());
  return typeof labels.readingTime === "function"
    ? labels.readingTime(formatted)
    : fillTemplate(labels.readingTime, { minutes: formatted });
}

/** The dot between two facts of a line ("March 14, 2026 · 4 min read"), not read out. */
export function Dot() {
  return <span aria-hidden="true"> · </span>;
}
