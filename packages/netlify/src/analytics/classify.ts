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

/** True for crawlers, link previews, scripts and headless browsers (and an empty user agent). */
export function isBotUserAgent(userAgent: string): boolean {
  return userAgent.trim() === "" || isbot(userAgent);
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
