/**
 * The "application-opened" notice kind (notify/kinds.ts). What the owner is told when an
 * application's link is opened: the company as the owner typed it in the link builder,
 * the page, the country when the platform knew it, and a link to the application in the
 * dashboard. Nothing else about the visit reaches a channel (no address, no browser, no
 * referrer). The company is the owner's own text, escaped all the same as a stranger's
 * would be. The queued notice is the whole notice (nothing to read again at each
 * attempt); a notice no channel took for a day marks the application for the dashboard.
 */
import { registerPayloadNoticeKind } from "../notify/kinds";
import type { OwnerLinks } from "../notify/links";
import {
  consoleNotice,
  discordContent,
  escapeHtml,
  escapeSlack,
  headerText,
  type OwnerNotice,
} from "../notify/message";
import { markApplicationNotificationFailed } from "./applications";
import { analyticsStore } from "./store";

export interface ApplicationOpened {
  /** The application's tag. */
  ref: string;
  /** The company, as the owner typed it. */
  company: string;
  /** The page's path. */
  page: string;
  /** ISO 3166-1 alpha-2, when known. */
  country?: string;
}

export const applicationOpenedNotices = registerPayloadNoticeKind<ApplicationOpened>({
  name: "application-opened",
  render: applicationOpenedNotice,
  giveUp: (_id, opened) => markApplicationNotificationFailed(analyticsStore(), opened.ref),
});

/** "Germany" for "DE" (the code itself where the runtime has no name for it). */
export function countryLabel(code: string): string {
  try {
    return new Intl.DisplayNames(["en"], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The notice in every channel's shape. */
export function applicationOpenedNotice(opened: ApplicationOpened, links: OwnerLinks): OwnerNotice {
  const subject = `${headerText(opened.company) || opened.ref} opened your portfolio`;
  const facts = [
    `Page: ${opened.page}`,
    ...(opened.country ? [`Country: ${countryLabel(opened.country)}`] : []),
  ];
  return applicationNotice(subject, facts, links.application(opened.ref), {
    application: {
      ref: opened.ref,
      company: opened.company,
      page: opened.page,
      ...(opened.country ? { country: opened.country } : {}),
    },
  });
}

/**
 * A notice about an application in every channel's shape: its subject, its facts (one a
 * line), the link to it in the dashboard, and what the webhook's JSON adds (`fields`).
 */
export function applicationNotice(
  subject: string,
  facts: readonly string[],
  url: string,
  fields: Record<string, unknown>,
): OwnerNotice {
  const link = `Application: ${url}`;
  const text = [`${subject}.`, ...facts, "", link, ""].join("\n");
  const html = [
    "<!doctype html>",
    '<html><body style="font-family: system-ui, sans-serif; line-height: 1.5">',
    `<p>${escapeHtml(subject)}.</p>`,
    ...facts.map((line) => `<p style="margin: 0">${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(url)}">Open the application</a></p>`,
    "</body></html>",
  ].join("\n");
  return {
    email: { subject, text, html },
    webhook: {
      text: escapeSlack([subject, ...facts, link].join("\n")),
      content: discordContent(subject, facts.join("\n"), link),
      allowed_mentions: { parse: [] as string[] },
      ...fields,
      applicationUrl: url,
    },
    consoleText: consoleNotice({ subject, text }),
  };
}
