import { describe, expect, it } from "vitest";
import {
  botUserAgents,
  desktopModeIPad,
  userAgentCases,
} from "../../../core/src/analytics/fixtures/user-agents";
import { classifyVisit, isBotUserAgent } from "./classify";

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
