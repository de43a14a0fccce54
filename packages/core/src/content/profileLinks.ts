import type { Profile, ProfileLink, ProfileNetwork } from "./types";

/** Hosts (and their subdomains) that name a network; anything else is a generic link. */
const networkHosts: ReadonlyArray<[ProfileNetwork, readonly string[]]> = [
  ["github", ["github.com"]],
  ["linkedin", ["linkedin.com"]],
  ["dribbble", ["dribbble.com"]],
  ["behance", ["behance.net"]],
  ["x", ["x.com", "twitter.com"]],
  ["instagram", ["instagram.com"]],
  ["youtube", ["youtube.com", "youtu.be"]],
  ["medium", ["medium.com"]],
  ["mastodon", ["mastodon.social", "mastodon.online", "mas.to", "hachyderm.io", "fosstodon.org"]],
];

/** The network an address belongs to: "email" for mailto:, a known host's network, else "link". */
export function networkOf(href: string): ProfileNetwork {
  if (/^mailto:/i.test(href)) return "email";
  let host: string;
  try {
    host = new URL(href).hostname.toLowerCase();
  } catch {
    return "link";
  }
  for (const [network, hosts] of networkHosts)
    if (hosts.some((known) => host === known || host.endsWith(`.${known}`))) return network;
  // Mastodon runs on many servers; most of them say so in their name.
  return host.split(".").includes("mastodon") ? "mastodon" : "link";
}

/**
 * The profile's links in order, each with its network: the deprecated single
 * `networkProfileUrl` first (labelled "LinkedIn" unless `networkProfileLabel` says otherwise),
 * then `links`.
 */
export function profileLinks(
  profile: Pick<Profile, "links" | "networkProfileUrl" | "networkProfileLabel">,
): Array<Required<ProfileLink>> {
  const legacy: ProfileLink[] = profile.networkProfileUrl
    ? [{ label: profile.networkProfileLabel ?? "LinkedIn", href: profile.networkProfileUrl }]
    : [];
  return [...legacy, ...(profile.links ?? [])].map((link) => ({
    label: link.label,
    href: link.href,
    network: link.network ?? networkOf(link.href),
  }));
}
