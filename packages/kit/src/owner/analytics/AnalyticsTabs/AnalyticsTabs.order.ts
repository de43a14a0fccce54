/** The tabs, in the order the strip shows them (and arrow keys walk them). */
export const analyticsTabOrder = [
  "pages",
  "entries",
  "sources",
  "campaigns",
  "applications",
  "countries",
  "goals",
  "devices",
  "browsers",
  "recent",
] as const;

export type AnalyticsTab = (typeof analyticsTabOrder)[number];
