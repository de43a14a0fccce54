/**
 * The server's classification of a page view: the user agent is parsed here with
 * ua-parser-js (1.0.x, MIT; 2.x is AGPL and must not be used) and checked with isbot;
 * the classification rules and name mappings come from @pmfolio/core, so the tracker and
 * the server agree. The client's deviceInfo is only a hint: its screen width (the tablet
 * band) and its iPad claim when the user agent says Macintosh.
 */
import {
  browserFromParserName,
  deviceFromSignals,
  isMobileUserAgent,
  osFromParserName,
  type BrowserName,
  type NormalizedPageView,
  type OsName,
} from "../core";
import { isbot } from "isbot";
import UAParser from "ua-parser-js";

export type ServerClassification =
  { bot: true } | { bot: false; browser: BrowserName; os: OsName; isMobile: boolean; isTablet: boolean };

/**
 * What a bot is, for an application's timeline: the link previewers of the apps a link
 * is shared in, the fetchers of the applicant tracking systems a link is pasted into, and
 * readers; "Bot" for any other. The first pattern that matches names it. Previewers' user
 * agents are the ones each service documents (LinkedInBot, Slackbot-LinkExpanding,
 * Twitterbot, facebookexternalhit, WhatsApp, Discordbot, TelegramBot, Google-Read-Aloud,
 * SkypeUriPreview for Teams and Skype); the tracking systems publish none, so they are
 * told by their names in the user agent.
 */
const botLabels: ReadonlyArray<readonly [RegExp, string]> = [
  [/linkedinbot/i, "LinkedIn preview"],
  [/slack-?imgproxy|slackbot/i, "Slack preview"],
  // Before Twitter's: Telegram's says "(like TwitterBot)".
  [/telegrambot/i, "Telegram preview"],
  [/twitterbot/i, "X (Twitter) preview"],
  [/facebookexternalhit|facebot|meta-externalagent/i, "Facebook preview"],
  [/whatsapp/i, "WhatsApp preview"],
  [/discordbot/i, "Discord preview"],
  [/skypeuripreview|microsoft teams|teamsbot/i, "Teams or Skype preview"],
  [/applebot|imessage/i, "Apple preview"],
  [/google-read-aloud/i, "Google read-aloud"],
  [/greenhouse/i, "Greenhouse"],
  [/\blever\b|lever-/i, "Lever"],
  [/workday/i, "Workday"],
  [/icims/i, "iCIMS"],
  [/smartrecruiters/i, "SmartRecruiters"],
  [/ashby/i, "Ashby"],
  [/workable/i, "Workable"],
];

/** A bot's label (see `botLabels`). */
export function botLabel(userAgent: string): string {
  return botLabels.find(([pattern]) => pattern.test(userAgent))?.[1] ?? "Bot";
}

/**
 * True for a bot (isbot, an empty user agent) and for every user agent `botLabels`
 * names: a tracking system's fetcher isbot does not know is a bot all the same.
 */
export function isBotUserAgent(userAgent: string): boolean {
  return userAgent.trim() === "" || isbot(userAgent) || botLabel(userAgent) !== "Bot";
}

/** Classifies a visit from its user agent and the client's hints. */
export function classifyVisit(userAgent: string, hints: NormalizedPageView["hints"]): ServerClassification {
  if (isBotUserAgent(userAgent)) return { bot: true };
  const parsed = new UAParser(userAgent).getResult();
  let os = osFromParserName(parsed.os.name);
  let tabletUserAgent = parsed.device.type === "tablet";
  let mobileUserAgent = isMobileUserAgent(userAgent);
  // iPadOS sends a Mac user agent; the tracker tells an iPad apart by its touch points.
  if (os === "macOS" && hints.os === "iOS" && hints.isTablet) {
    os = "iOS";
    tabletUserAgent = true;
    mobileUserAgent = true;
  }
  const device = deviceFromSignals({ tabletUserAgent, mobileUserAgent, screenWidth: hints.screenWidth });
  return {
    bot: false,
    browser: browserFromParserName(parsed.browser.name),
    os,
    isMobile: device.isMobile,
    isTablet: device.isTablet,
  };
}
