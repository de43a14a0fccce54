/**
 * What the owner is told when an application's link is opened: the company as the owner
 * typed it in the link builder, the page, the country when the platform knew it, and a link
 * to the application in the dashboard. Nothing else about the visit reaches a channel (no
 * address, no browser, no referrer). The company is the owner's own text, escaped all the
 * same as a stranger's would be.
 */
import type { OwnerNotice } from "./channels";
import { consoleNotice, discordContent, escapeHtml, escapeSlack, headerText } from "./message";

export interface ApplicationOpened {
  /** The application's tag. */
  ref: string;
  /** The company, as the owner typed it. */
  company: string;
  /** The page's path. */
  page: string;
  /** ISO 3166-1 alpha-2, when known. */
  country?: string;
  /** The application in the dashboard. */
  url: string;
}

/** "Germany" for "DE" (the code itself where the runtime has no name for it). */
export function countryLabel(code: string): string {
  try {
    return new Intl.DisplayNames(["en"], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The notice in every channel's shape. */
export function applicationOpenedNotice(opened: ApplicationOpened): OwnerNotice {
  const subject = `${headerText(opened.company) || opened.ref} opened your portfolio`;
  const facts = [
    `Page: ${opened.page}`,
    ...(opened.country ? [`Country: ${countryLabel(opened.country)}`] : []),
  ];
  const link = `Application: ${opened.url}`;
  const text = [`${subject}.`, ...facts, "", link, ""].join("\n");
  const html = [
    "<!doctype html>",
    '<html><body style="font-family: system-ui, sans-serif; line-height: 1.5">',
    `<p>${escapeHtml(subject)}.</p>`,
    ...facts.map((line) => `<p style="margin: 0">${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(opened.url)}">Open the application</a></p>`,
    "</body></html>",
  ].join("\n");
  return {
    email: { subject, text, html },
    webhook: {
      text: escapeSlack([subject, ...facts, link].join("\n")),
      content: discordContent(subject, facts.join("\n"), link),
      allowed_mentions: { parse: [] as string[] },
      application: {
        ref: opened.ref,
        company: opened.company,
        page: opened.page,
        ...(opened.country ? { country: opened.country } : {}),
      },
      applicationUrl: opened.url,
    },
    consoleText: consoleNotice({ subject, text }),
  };
}
