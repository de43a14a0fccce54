import type { ProfileLink } from "@pmfolio/core";
import type { ReactNode } from "react";
import { useLabels } from "../labels";
import { siteLabels } from "../labels/siteLabels";
import { NewTabNote } from "../primitives/VisuallyHidden";
import { bookingLinkAttributes, profileLinkProps } from "./profileLinkProps";

// The owner's links as the hero and the contact section show them; each says when it opens a new tab.

/** One of the owner's profile links: `icon` (if any), then its label. */
export function ProfileLinkAnchor({ link, icon }: { link: Required<ProfileLink>; icon?: ReactNode }) {
  const { attributes, newTab } = profileLinkProps(link);
  return (
    <a {...attributes}>
      {icon}
      {link.label}
      {newTab ? <NewTabNote /> : null}
    </a>
  );
}

/** The owner's booking link (`href`): `icon` (if any), then "Book a meeting" in the page's words. */
export function BookingLinkAnchor({ href, icon }: { href: string; icon?: ReactNode }) {
  const { bookMeeting } = useLabels("common", siteLabels.common);
  return (
    <a {...bookingLinkAttributes(href)}>
      {icon}
      {bookMeeting}
      <NewTabNote />
    </a>
  );
}
