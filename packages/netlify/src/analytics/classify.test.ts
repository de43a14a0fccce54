import { describe, expect, it } from "vitest";
import {
  botUserAgents,
  desktopModeIPad,
  userAgentCases,
} from "../../../core/src/analytics/fixtures/user-agents";
import { botLabel, classifyVisit, isBotUserAgent } from "./classify";

const hintsFor = (
  c: (typeof userAgentCases)[number],
  hinted: { isTablet: boolean; os: "iOS" | "Unknown" },
) => ({
  screenWidth: c.screen.width,
  screenHeight: c.screen.height,
  browser: "Unknown" as const,
  ...hinted,
});

describe("classifyVisit (ua-parser-js on the server) agrees with the tracker's rules", () => {
  it.each(userAgentCases)("$name", (c) => {
    expect(classifyVisit(c.userAgent, hintsFor(c, { isTablet: false, os: "Unknown" }))).toEqual({
      bot: false,
      browser: c.browser,
      os: c.os,
      isMobile: c.isMobile,
      isTablet: c.isTablet,
    });
  });

  it("trusts the tracker's iPad hint for iPadOS's Mac user agent", () => {
    const c = desktopModeIPad;
    expect(classifyVisit(c.userAgent, hintsFor(c, { isTablet: true, os: "iOS" }))).toEqual({
      bot: false,
      browser: "Safari",
      os: "iOS",
      isMobile: true,
      isTablet: true,
    });
    // Without the hint it is a Mac (a 1024 px wide screen is outside the tablet band).
    expect(classifyVisit(c.userAgent, hintsFor(c, { isTablet: false, os: "Unknown" }))).toMatchObject({
      os: "macOS",
      isMobile: false,
      isTablet: false,
    });
  });

  it("does not let a hint turn a Windows PC into an iPad", () => {
    const c = userAgentCases[0]!;
    expect(classifyVisit(c.userAgent, hintsFor(c, { isTablet: true, os: "iOS" }))).toMatchObject({
      os: "Windows",
      isTablet: false,
    });
  });
});

describe("bots", () => {
  it.each(botUserAgents)("%j is a bot", (userAgent) => {
    expect(isBotUserAgent(userAgent)).toBe(true);
    expect(
      classifyVisit(userAgent, {
        screenWidth: 0,
        screenHeight: 0,
        isTablet: false,
        browser: "Unknown",
        os: "Unknown",
      }),
    ).toEqual({ bot: true });
  });

  it.each(userAgentCases)("$name is not a bot", ({ userAgent }) => {
    expect(isBotUserAgent(userAgent)).toBe(false);
  });
});

describe("botLabel: what a bot on an application's link is called on its timeline", () => {
  it.each([
    [
      "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
      "LinkedIn preview",
    ],
    ["Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)", "Slack preview"],
    ["Slack-ImgProxy (+https://api.slack.com/robots)", "Slack preview"],
    ["Twitterbot/1.0", "X (Twitter) preview"],
    ["facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)", "Facebook preview"],
    ["WhatsApp/2.23.20.0 A", "WhatsApp preview"],
    ["Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)", "Discord preview"],
    ["TelegramBot (like TwitterBot)", "Telegram preview"],
    [
      "Mozilla/5.0 (Linux; Android 7.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/59.0 Mobile Safari/537.36 (compatible; Google-Read-Aloud; +https://support.google.com/webmasters/answer/1061943)",
      "Google read-aloud",
    ],
    ["Mozilla/5.0 (compatible; Greenhouse/1.0; +https://www.greenhouse.com)", "Greenhouse"],
    ["Lever-Link-Checker/1.0", "Lever"],
    ["Workday-LinkFetcher/1.0", "Workday"],
    ["iCIMS-Crawler", "iCIMS"],
    ["SmartRecruiters-Bot/1.0", "SmartRecruiters"],
    ["curl/8.5.0", "Bot"],
  ])("%s is %s, and a bot", (userAgent, label) => {
    expect(botLabel(userAgent)).toBe(label);
    expect(isBotUserAgent(userAgent)).toBe(true);
  });

  it("leaves every browser a person uses a visit", () => {
    for (const c of userAgentCases) expect(isBotUserAgent(c.userAgent), c.name).toBe(false);
  });
});
