import type { ProfileLink } from "@pmfolio/core";

/**
 * The attributes of one of the owner's profile links. A page elsewhere opens in a new tab
 * (`newTab`: the link should say so) and carries `data-goal="profile-click"` for a host's
 * analytics; an email address opens the mail app in place.
 */
export function profileLinkProps(link: Required<ProfileLink>) {
  if (link.network === "email") return { newTab: false, attributes: { href: link.href } };
  return {
    newTab: true,
    attributes: {
      href: link.href,
      target: "_blank",
      rel: "noopener noreferrer",
      "data-goal": "profile-click",
    },
  };
}
