/**
 * Traffic sources: the referrer's site, named when it is a well-known one. A host
 * matches an entry when it is that domain or a subdomain of it; the longest match
 * wins, so mail.google.com is Email while www.google.com is Google.
 */

/** Names for well-known referrer domains. Keep sorted by group; add hosts freely. */
export const trafficSourceHosts: Readonly<Record<string, string>> = {
  // Social
  "linkedin.com": "LinkedIn",
  "lnkd.in": "LinkedIn",
  "x.com": "X/Twitter",
  "twitter.com": "X/Twitter",
  "t.co": "X/Twitter",
  "facebook.com": "Facebook",
  "fb.com": "Facebook",
  "instagram.com": "Instagram",
  "threads.net": "Threads",
  "bsky.app": "Bluesky",
  "reddit.com": "Reddit",
  "youtube.com": "YouTube",
  "youtu.be": "YouTube",
  "medium.com": "Medium",
  "substack.com": "Substack",
  "producthunt.com": "Product Hunt",
  // Search (Google and Yandex also by country domain, below)
  "bing.com": "Bing",
  "duckduckgo.com": "DuckDuckGo",
  "search.yahoo.com": "Yahoo",
  "ecosia.org": "Ecosia",
  "search.brave.com": "Brave Search",
  "baidu.com": "Baidu",
  "kagi.com": "Kagi",
  "perplexity.ai": "Perplexity",
  "chatgpt.com": "ChatGPT",
  // Job boards
  "indeed.com": "Indeed",
  "glassdoor.com": "Glassdoor",
  "wellfound.com": "Wellfound",
  "angel.co": "Wellfound",
  "ziprecruiter.com": "ZipRecruiter",
  "monster.com": "Monster",
  "otta.com": "Otta",
  "welcometothejungle.com": "Welcome to the Jungle",
  "dice.com": "Dice",
  "builtin.com": "Built In",
  "workatastartup.com": "Work at a Startup",
  // Developer
  "github.com": "GitHub",
  "gitlab.com": "GitLab",
  "stackoverflow.com": "Stack Overflow",
  "news.ycombinator.com": "Hacker News",
  "dev.to": "DEV",
  // Design
  "dribbble.com": "Dribbble",
  "behance.net": "Behance",
  "figma.com": "Figma",
  // Webmail
  "mail.google.com": "Email",
  "outlook.live.com": "Email",
  "outlook.office.com": "Email",
  "outlook.office365.com": "Email",
  "mail.yahoo.com": "Email",
  "mail.proton.me": "Email",
  "mail.aol.com": "Email",
  "mail.zoho.com": "Email",
  "app.fastmail.com": "Email",
  "mail.yandex.ru": "Email",
  "webmail.gmx.net": "Email",
  // Android apps refer as android-app://{package}/
  "com.linkedin.android": "LinkedIn",
  "com.twitter.android": "X/Twitter",
  "com.reddit.frontpage": "Reddit",
  "com.slack": "Slack",
  "com.google.android.gm": "Email",
  "com.google.android.googlequicksearchbox": "Google",
};

/** Search engines that answer on country domains: google.co.uk, google.de, yandex.ru, … */
const countrySearchEngines: ReadonlyArray<[RegExp, string]> = [
  [/(?:^|\.)google\.(?:com?\.)?[a-z]{2,3}$/, "Google"],
  [/(?:^|\.)yandex\.(?:com?\.)?[a-z]{2,3}$/, "Yandex"],
];

/** The longest a traffic-source name may be; longer hostnames are "Unknown". */
export const trafficSourceMaxLength = 80;

/** The name for a referrer hostname (lower case, any "www." is ignored). */
export function trafficSourceForHost(hostname: string): string {
  const host = hostname
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\./, "");
  if (!host) return "Unknown";
  for (
    let candidate = host;
    candidate.includes(".");
    candidate = candidate.slice(candidate.indexOf(".") + 1)
  ) {
    const name = trafficSourceHosts[candidate];
    if (name) return name;
  }
  for (const [pattern, name] of countrySearchEngines) if (pattern.test(host)) return name;
  return host.length <= trafficSourceMaxLength ? host : "Unknown";
}

/**
 * The first step of classifying a referrer, without the host table: "Direct" when
 * empty (or the tracker's "direct"), the host without "www." (or an Android app's
 * package), and "Unknown" when the referrer is not a web or app address. The tracker
 * sends this, keeping the host table out of the browser; the server names the host.
 */
export function referrerSource(referrer: string | null | undefined): string {
  const value = (referrer ?? "").trim();
  if (value === "" || value.toLowerCase() === "direct") return "Direct";
  try {
    const url = new URL(value);
    const host = url.hostname
      .toLowerCase()
      .replace(/\.$/, "")
      .replace(/^www\./, "");
    if (/^(?:https?|android-app):$/.test(url.protocol) && host && host.length <= trafficSourceMaxLength)
      return host;
  } catch {
    // not an address
  }
  return "Unknown";
}

/**
 * The traffic source of a referrer: "Direct" when empty, a name from the host table,
 * otherwise the hostname without "www.", and "Unknown" when it is not a web address.
 */
export function classifyTrafficSource(referrer: string | null | undefined): string {
  const source = referrerSource(referrer);
  return source === "Direct" || source === "Unknown" ? source : trafficSourceForHost(source);
}
