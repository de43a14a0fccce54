import type { ProfileLink } from "@pmfolio/core";

/**
 * The attributes of one of the owner's profile links. A page elsewhere opens in a new tab
 * (`newTab`: the link should say so) and carries `data-goal="profile-click"` for a host's
 * analytics; an email address opens the mail app in place.
 */
export function profileLinkProps(link: Required<ProfileLink>) {
  if (link.network === "email") return { newTab: false, attributes: { href: link.href } };
  return { newTab: true, attributes: elsewhere(link.href, "profile-click") };
}

/**
 * The attributes of the owner's booking link: a page elsewhere, in a new tab (the link should say
 * so), carrying `data-goal="booking-click"` for a host's analytics.
 */
export function bookingLinkAttributes(href: string) {
  return elsewhere(href, "booking-click");
}

/** A link to a page on another site, opened in a new tab, with the goal a host's analytics counts. */
function elsewhere(href: string, goal: "profile-click" | "booking-click") {
  return { href, target: "_blank", rel: "noopener noreferrer", "data-goal": goal };
}
