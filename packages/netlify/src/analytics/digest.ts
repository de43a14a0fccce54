/**
 * The weekly digest: the last 7 whole days in the owner's time zone against the 7 before,
 * as an email's subject, plain text and HTML, due Mondays from 08:00 in that zone. Pure:
 * it takes a 7-day summary and the site's address; sending it is the notification
 * channel's job. It lists the applications nobody opened a week after they were created
 * ("not opened yet"), so the owner can follow up. Every value that comes from visitors
 * (sources, campaigns) or the owner (companies) is escaped in the HTML.
 */
import {
  daysSinceCreated,
  isNotOpenedYet,
  dayMs,
  hourMs,
  OWNER_PATHS,
  goalNames,
  zonedDate,
  zonedDayStart,
  zoneOffsetMs,
  type AnalyticsSummary,
  type GoalName,
} from "../core";

/** Rows listed per breakdown in the digest. */
const DIGEST_ROWS = 5;

const goalLabels: Record<GoalName, string> = {
  "resume-download": "Résumé downloads",
  "contact-sent": "Messages sent",
  "booking-click": "Booking-link clicks",
  "profile-click": "Profile clicks",
};

export interface WeeklyDigest {
  subject: string;
  text: string;
  html: string;
}

/** The change from `before` to `now` in words: "+25%", "−10%", "no change", or "new" over a zero baseline. */
export function changeText(now: number, before: number): string {
  if (before === 0) return now === 0 ? "no change" : "new";
  const percent = Math.round(((now - before) / before) * 100);
  if (percent === 0) return "no change";
  return percent > 0 ? `+${percent}%` : `−${Math.abs(percent)}%`;
}

/**
 * The moment a digest sent at `now` reads its 7 days up to: the end of yesterday in
 * `timeZone`, so the week is 7 whole days against the 7 before, never a part of today
 * against a whole week.
 */
export function digestRangeEnd(now: Date, timeZone = "UTC"): Date {
  return new Date(zonedDayStart(zonedDate(now.getTime(), timeZone), timeZone) - 1);
}

/** The wall-clock hour the digest goes out on Mondays. */
export const DIGEST_HOUR = 8;

/**
 * The Monday ("YYYY-MM-DD", in `timeZone`) whose digest is due at `now`: from 08:00 to
 * the end of that Monday on the owner's clock, else null. An hourly run that misses 08:00
 * still sends later that morning; the caller makes sure a week is sent once.
 */
export function digestDueWeek(now: Date, timeZone: string): string | null {
  const date = zonedDate(now.getTime(), timeZone);
  if (new Date(`${date}T00:00:00.000Z`).getUTCDay() !== 1) return null;
  const wallMs = now.getTime() + zoneOffsetMs(now.getTime(), timeZone);
  const hour = Math.floor((((wallMs % dayMs) + dayMs) % dayMs) / hourMs);
  return hour >= DIGEST_HOUR ? date : null;
}

/**
 * A breakdown's rows, largest first (ties by name), as a Map: an object would list a
 * campaign named "12" before every other, and give "__proto__" no row at all.
 */
function largestFirst(rows: Iterable<readonly [string, number]>): Array<readonly [string, number]> {
  return [...new Map(rows)]
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, DIGEST_ROWS);
}

/** The applications nobody opened a week after they were created, at `now`: company and days, longest waiting first. */
function notOpenedYet(
  applications: AnalyticsSummary["applications"],
  now: Date,
): Array<readonly [string, number]> {
  return applications
    .filter((application) => isNotOpenedYet(application, now.getTime()))
    .map(
      (application) =>
        [
          application.company ?? application.ref,
          daysSinceCreated(application.created!, now.getTime()),
        ] as const,
    )
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Builds the digest of a summary (meant for a 7-day one) for the site at `siteUrl`, sent at
 * `now` (which "not opened yet" is judged at). `applications` are judged for "not opened
 * yet": by default the summary's, but a week is too short to know that an older application
 * was never opened, so the sender passes a longer range's.
 */
export function buildWeeklyDigest(
  summary: AnalyticsSummary,
  siteUrl: string,
  now: Date = new Date(),
  applications: AnalyticsSummary["applications"] = summary.applications,
): WeeklyDigest {
  const { previous } = summary;
  const dashboard = `${siteUrl.replace(/\/+$/, "")}${OWNER_PATHS.analytics}`;
  const totals = [
    {
      label: "Visits",
      now: summary.totalVisits,
      before: previous.totalVisits,
    },
    { label: "Unique visitors", now: summary.uniqueVisits, before: previous.uniqueVisits },
  ];
  const goals = goalNames.map((name) => ({
    label: goalLabels[name],
    now: summary.goals[name].completions,
    before: previous.goals[name],
  }));
  const sources = largestFirst(Object.entries(summary.trafficSourceBreakdown));
  const campaigns = largestFirst(
    Object.entries(summary.campaignBreakdown).map(([name, stats]) => [name, stats.totalVisits] as const),
  );

  const waiting = notOpenedYet(applications, now);
  const waitingText = waiting.map(([company, days]) => `${company}: created ${count(days, "day")} ago`);

  const subject = `Your site this week: ${count(summary.totalVisits, "visit")}, ${count(summary.uniqueVisits, "visitor")} (${changeText(summary.totalVisits, previous.totalVisits)})`;
  const period = `${summary.range.from} to ${summary.range.to}, compared with ${previous.from} to ${previous.to}`;

  const incomplete = summary.incompleteDays?.length
    ? `Incomplete: ${summary.incompleteDays.join(", ")} had too many visits to count in time and ${summary.incompleteDays.length === 1 ? "is" : "are"} left out.`
    : null;
  const textLines = [
    `Week of ${period}.`,
    ...(incomplete ? [incomplete] : []),
    "",
    ...[...totals, ...goals].map(
      (row) => `${row.label}: ${row.now} (${row.before} before, ${changeText(row.now, row.before)})`,
    ),
    "",
    "Top sources:",
    ...listText(sources),
    "",
    "Top campaigns:",
    ...listText(campaigns),
    ...(waiting.length
      ? ["", "Applications not opened yet:", ...waitingText.map((line) => `- ${line}`)]
      : []),
    "",
    `Dashboard: ${dashboard}`,
  ];

  const tableRows = [...totals, ...goals]
    .map(
      (row) =>
        `<tr><th scope="row" style="text-align:left">${escapeHtml(row.label)}</th><td>${row.now}</td><td>${row.before}</td><td>${escapeHtml(changeText(row.now, row.before))}</td></tr>`,
    )
    .join("");
  const html = [
    `<!doctype html><html lang="en"><body style="font-family:sans-serif;line-height:1.5">`,
    `<h1 style="font-size:1.25rem">Your site this week</h1>`,
    `<p>${escapeHtml(period)}.</p>`,
    ...(incomplete ? [`<p><strong>${escapeHtml(incomplete)}</strong></p>`] : []),
    `<table cellpadding="4"><thead><tr><th></th><th scope="col">This week</th><th scope="col">Week before</th><th scope="col">Change</th></tr></thead><tbody>${tableRows}</tbody></table>`,
    `<h2 style="font-size:1rem">Top sources</h2>${listHtml(sources)}`,
    `<h2 style="font-size:1rem">Top campaigns</h2>${listHtml(campaigns)}`,
    ...(waiting.length
      ? [
          `<h2 style="font-size:1rem">Applications not opened yet</h2>`,
          `<ul>${waitingText.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
        ]
      : []),
    `<p><a href="${escapeHtml(dashboard)}">Open the dashboard</a></p>`,
    `</body></html>`,
  ].join("");

  return { subject, text: `${textLines.join("\n")}\n`, html };
}

function count(value: number, noun: string): string {
  return `${value.toLocaleString("en-US")} ${noun}${value === 1 ? "" : "s"}`;
}

function listText(rows: ReadonlyArray<readonly [string, number]>): string[] {
  return rows.length ? rows.map(([name, visits]) => `- ${name}: ${visits}`) : ["- none"];
}

function listHtml(rows: ReadonlyArray<readonly [string, number]>): string {
  if (!rows.length) return "<p>None this week.</p>";
  return `<ul>${rows.map(([name, visits]) => `<li>${escapeHtml(name)}: ${visits}</li>`).join("")}</ul>`;
}

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
