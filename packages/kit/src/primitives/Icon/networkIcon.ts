import type { IconName, ProfileNetwork } from "@pmfolio/core";

/** The icon a profile link is drawn with: its network's mark, a letter for email, a chain for any other page. */
export function networkIcon(network: ProfileNetwork): IconName {
  if (network === "email") return "mail";
  return network;
}
