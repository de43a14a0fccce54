/**
 * The "analytics-capped" notice kind (notify/kinds.ts): the day's stored events reached
 * the site-wide limit (./daily-cap), so later events that day are counted and not stored.
 * Sent once per UTC day (the notice's id names the day). It says nothing about any
 * visit: the day, the limit, and a link to the dashboard, which marks the day too.
 */
import { registerPayloadNoticeKind } from "../notify/kinds";
import type { OwnerLinks } from "../notify/links";
import { consoleNotice, discordContent, escapeHtml, escapeSlack, type OwnerNotice } from "../notify/message";

export interface AnalyticsCapped {
  /** The UTC day, YYYY-MM-DD. */
  date: string;
  /** The limit it reached. */
  cap: number;
}

export const analyticsCappedNotices = registerPayloadNoticeKind<AnalyticsCapped>({
  name: "analytics-capped",
  render: analyticsCappedNotice,
  // The dashboard marks the day whether or not the notice arrived: nothing more to show.
  giveUp: async () => {},
});

/** The notice in every channel's shape. */
export function analyticsCappedNotice(capped: AnalyticsCapped, links: OwnerLinks): OwnerNotice {
  const cap = capped.cap.toLocaleString("en-US");
  const subject = `Analytics reached the daily limit on ${capped.date}`;
  const body = [
    `${cap} events were stored on ${capped.date} (UTC), the site's daily limit. Later events that day are counted but not stored, so that day's figures are low.`,
    "A real portfolio does not reach this: it is most likely made-up traffic. Nothing else is needed from you.",
  ];
  const link = `Dashboard: ${links.analytics}`;
  const text = [...body, "", link, ""].join("\n");
  return {
    email: {
      subject,
      text,
      html: [
        "<!doctype html>",
        '<html><body style="font-family: system-ui, sans-serif; line-height: 1.5">',
        ...body.map((line) => `<p>${escapeHtml(line)}</p>`),
        `<p><a href="${escapeHtml(links.analytics)}">Open the dashboard</a></p>`,
        "</body></html>",
      ].join("\n"),
    },
    webhook: {
      text: escapeSlack([subject, ...body, link].join("\n")),
      content: discordContent(subject, body.join("\n"), link),
      allowed_mentions: { parse: [] as string[] },
      analyticsCapped: capped,
    },
    consoleText: consoleNotice({ subject, text }),
  };
}
