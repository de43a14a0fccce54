/**
 * Device, browser and operating-system classification, by one set of rules. The tracker
 * runs these regular expressions in the browser (they are small); the server parses the
 * user agent with ua-parser-js and maps its names through `browserFromParserName` and
 * `osFromParserName`, then applies the same device rule (`deviceFromSignals`). A shared
 * table of real user agents checks that both paths agree.
 */
import type { BrowserName, DeviceClass, DeviceInfo, OsName } from "./types";

/** The tablet band for `screen.width`: from 768 up to, not including, 1024. */
export const tabletScreenWidth = { min: 768, max: 1024 } as const;

/** The mobile rule: the user agent names one of these. */
const mobilePattern = /Android|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini/i;

/** Tablet user agents say iPad or Tablet; Android tablets (Nexus, Galaxy Tab, Kindle Fire) omit "Mobile". */
const tabletPattern = /iPad|Tablet/i;

/** True when the user agent matches the mobile list. */
export function isMobileUserAgent(userAgent: string): boolean {
  return mobilePattern.test(userAgent);
}

/** True when the user agent describes a tablet (Android tablets omit "Mobile"). */
export function isTabletUserAgent(userAgent: string): boolean {
  if (tabletPattern.test(userAgent)) return true;
  return /Android/i.test(userAgent) && !/Mobile|Opera Mini/i.test(userAgent);
}

// Chromium-based browsers that the dashboard does not name; their UA also says Chrome.
const otherChromiumBrowsers =
  /SamsungBrowser\/|UCBrowser\/|YaBrowser\/|Vivaldi\/|MiuiBrowser\/|HuaweiBrowser\/|Silk\//;

/**
 * The browser among those the dashboard names (Chrome, Firefox, Safari, Edge, Opera, else Unknown), with the
 * traps handled in order: Edge and Opera also say Chrome; Chrome, Firefox and Edge on
 * iOS say Safari (CriOS, FxiOS, EdgiOS); Android's old stock browser says Safari.
 */
export function browserFromUserAgent(userAgent: string): BrowserName {
  if (/\bEdg(?:e|A|iOS)?\//.test(userAgent)) return "Edge";
  if (/\bOPR\/|\bOPT\/|\bOPiOS\/|\bOpera\b/.test(userAgent)) return "Opera";
  if (otherChromiumBrowsers.test(userAgent)) return "Unknown";
  if (/\bFirefox\/|\bFxiOS\//.test(userAgent)) return "Firefox";
  if (/\b(?:Chrome|CriOS|Chromium)\//.test(userAgent)) return "Chrome";
  if (/\bSafari\//.test(userAgent) && !/Android/i.test(userAgent)) return "Safari";
  return "Unknown";
}

/** What the browser can tell besides its user agent. */
export interface DeviceSignals {
  /** `navigator.maxTouchPoints`: iPadOS says "Macintosh" but has a touch screen. */
  maxTouchPoints?: number;
}

/** True for iPadOS in its default "desktop" mode: a Mac user agent on a touch screen. */
export function isDesktopModeIPad(userAgent: string, { maxTouchPoints = 0 }: DeviceSignals = {}): boolean {
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

/**
 * The operating system among those the dashboard names (Windows, macOS, Linux, Android, iOS, else Unknown).
 * Android and ChromeOS user agents also say Linux; Windows Phone also says Android.
 */
export function osFromUserAgent(userAgent: string, signals: DeviceSignals = {}): OsName {
  if (/iPhone|iPad|iPod/.test(userAgent) || isDesktopModeIPad(userAgent, signals)) return "iOS";
  if (/Windows/.test(userAgent)) return "Windows";
  if (/Android/.test(userAgent)) return "Android";
  if (/Mac OS X|Macintosh/.test(userAgent)) return "macOS";
  if (/CrOS|Linux|X11/.test(userAgent)) return "Linux";
  return "Unknown";
}

/**
 * The device rule: tablet when the screen is 768 up to 1024 px wide or the user
 * agent is a tablet; mobile when the user agent is on the mobile list; desktop otherwise.
 * A tablet can be mobile too (an iPad matches both); `deviceClass` picks one for counting.
 */
export function deviceFromSignals({
  tabletUserAgent,
  mobileUserAgent,
  screenWidth,
}: {
  tabletUserAgent: boolean;
  mobileUserAgent: boolean;
  screenWidth: number;
}): Pick<DeviceInfo, "isMobile" | "isTablet" | "isDesktop"> {
  const isTablet =
    tabletUserAgent || (screenWidth >= tabletScreenWidth.min && screenWidth < tabletScreenWidth.max);
  const isMobile = mobileUserAgent;
  return { isMobile, isTablet, isDesktop: !isMobile && !isTablet };
}

/** The single class a visit is counted under: tablet first, then mobile, else desktop. */
export function deviceClass({ isMobile, isTablet }: Pick<DeviceInfo, "isMobile" | "isTablet">): DeviceClass {
  if (isTablet) return "tablet";
  return isMobile ? "mobile" : "desktop";
}

/** Classifies the current device from its user agent, screen and touch points (the tracker's view). */
export function classifyDevice(
  userAgent: string,
  screen: { width: number; height: number },
  signals: DeviceSignals = {},
): DeviceInfo {
  const iPad = isDesktopModeIPad(userAgent, signals);
  return {
    ...deviceFromSignals({
      tabletUserAgent: iPad || isTabletUserAgent(userAgent),
      mobileUserAgent: iPad || isMobileUserAgent(userAgent),
      screenWidth: screen.width,
    }),
    browser: browserFromUserAgent(userAgent),
    os: osFromUserAgent(userAgent, signals),
    screenWidth: screen.width,
    screenHeight: screen.height,
  };
}

const parserBrowsers: Record<string, BrowserName> = {
  Chrome: "Chrome",
  "Mobile Chrome": "Chrome",
  "Chrome WebView": "Chrome",
  "Chrome Headless": "Chrome",
  Chromium: "Chrome",
  Firefox: "Firefox",
  "Mobile Firefox": "Firefox",
  Safari: "Safari",
  "Mobile Safari": "Safari",
  Edge: "Edge",
  Opera: "Opera",
  "Opera Mini": "Opera",
  "Opera Mobi": "Opera",
  "Opera Touch": "Opera",
  "Opera GX": "Opera",
  "Opera Coast": "Opera",
};

/** Maps a ua-parser-js browser name onto the browsers the dashboard names. */
export function browserFromParserName(name: string | undefined): BrowserName {
  return (name && parserBrowsers[name]) || "Unknown";
}

const parserLinuxFamilies = new Set([
  "Linux",
  "Ubuntu",
  "Debian",
  "Fedora",
  "Mint",
  "Arch",
  "Gentoo",
  "SUSE",
  "openSUSE",
  "CentOS",
  "RedHat",
  "Red Hat",
  "Manjaro",
  "Slackware",
  "Deepin",
  "elementary OS",
  "Kubuntu",
  "Xubuntu",
  "Chromium OS",
]);

/** Maps a ua-parser-js operating-system name onto the systems the dashboard names (ChromeOS counts as Linux). */
export function osFromParserName(name: string | undefined): OsName {
  if (!name) return "Unknown";
  if (name === "Windows" || name === "Windows Phone" || name === "Windows Mobile") return "Windows";
  if (name === "Mac OS" || name === "macOS") return "macOS";
  if (name === "iOS" || name === "iPadOS") return "iOS";
  if (name === "Android" || name === "Android-x86") return "Android";
  return parserLinuxFamilies.has(name) ? "Linux" : "Unknown";
}
