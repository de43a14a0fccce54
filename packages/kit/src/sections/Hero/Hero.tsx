import { profileLinks, type Profile } from "@pmfolio/core";
import { forwardRef } from "react";
import { Icon } from "../../primitives/Icon";
import { networkIcon } from "../../primitives/Icon/networkIcon";
import { useLabels } from "../../labels";
import { siteLabels } from "../../labels/siteLabels";
import { ResponsiveImage } from "../../primitives/ResponsiveImage";
import { shownUpTo } from "../../internal/imageSizes";
import { BookingLinkAnchor, ProfileLinkAnchor } from "../../internal/ownerLinkAnchors";
import { ButtonLink } from "../../primitives/Button";
import {
  Actions,
  Greeting,
  Headline,
  HeroGrid,
  HeroSection,
  Intro,
  Location,
  Name,
  PortraitFrame,
  QuickLinks,
  Tagline,
} from "./Hero.styles";
import type { SectionAttributes } from "../sectionAttributes";

export interface HeroProps extends SectionAttributes {
  /** Who the page is about: name (the page's h1), headline, tagline, location, links, portrait. */
  profile: Profile;
  /**
   * Called by 'Get In Touch' in place of following its link to `#contact` (which scrolls there,
   * 80 px above, with the kit's behaviours, and jumps there without any script).
   */
  onContactClick?: () => void;
  /**
   * Where 'Get In Touch' leads.
   * @defaultValue "#contact"
   */
  contactHref?: string;
  /**
   * One line above the name for the reader the page was made for (e.g. "Thanks for reading, Acme
   * Robotics team"): plain text, shown as written, never as HTML.
   */
  greeting?: string;
  /**
   * Where 'Download Resume' points; the link carries the `download` attribute. Without it (and
   * without `profile.resumeUrl`), there is no résumé button.
   * @defaultValue `profile.resumeUrl`
   */
  resumeHref?: string;
  /**
   * The section's id, the anchor navigation scrolls to; the h1 gets `${id}-heading`.
   * @defaultValue "home"
   */
  id?: string;
}

/**
 * The first section of the home page (id "home"): who the owner is, 'Get In Touch' and, when the
 * profile has one, 'Download Resume'; then the booking link (when given) and the profile's links,
 * each with its network's icon. The booking and profile links carry `data-goal`
 * ("booking-click", "profile-click"), so a host's analytics can count clicks on them without
 * wrapping the section.
 */
export const Hero = forwardRef<HTMLElement, HeroProps>(function Hero(
  {
    profile,
    onContactClick,
    contactHref = "#contact",
    resumeHref = profile.resumeUrl,
    greeting,
    id = "home",
    ...rest
  },
  ref,
) {
  const { portrait } = profile;
  const links = profileLinks(profile);
  const labels = useLabels("hero", siteLabels.hero);
  return (
    <HeroSection ref={ref} id={id} {...rest}>
      <HeroGrid data-portrait={portrait !== undefined}>
        <Intro>
          {greeting ? <Greeting>{greeting}</Greeting> : null}
          {profile.location ? (
            <Location>
              <Icon name="map-pin" size={16} />
              {profile.location}
            </Location>
          ) : null}
          <Name id={`${id}-heading`}>{profile.name}</Name>
          <Headline>{profile.headline}</Headline>
          <Tagline>{profile.tagline}</Tagline>
          <Actions>
            <ButtonLink
              size="lg"
              href={contactHref}
              onClick={
                onContactClick
                  ? (event) => {
                      event.preventDefault();
                      onContactClick();
                    }
                  : undefined
              }
            >
              <Icon name="mail" size={20} />
              {labels.getInTouch}
            </ButtonLink>
            {resumeHref ? (
              <ButtonLink size="lg" variant="secondary" href={resumeHref} download>
                <Icon name="download" size={20} />
                {labels.downloadResume}
              </ButtonLink>
            ) : null}
          </Actions>
          {profile.bookingUrl || links.length > 0 ? (
            <QuickLinks>
              {profile.bookingUrl ? (
                <li>
                  <BookingLinkAnchor href={profile.bookingUrl} icon={<Icon name="calendar" size={20} />} />
                </li>
              ) : null}
              {links.map((link) => (
                <li key={link.href}>
                  <ProfileLinkAnchor link={link} icon={<Icon name={networkIcon(link.network)} size={20} />} />
                </li>
              ))}
            </QuickLinks>
          ) : null}
        </Intro>
        {portrait ? (
          <PortraitFrame>
            <ResponsiveImage image={portrait} sizes={shownUpTo(400)} fetchPriority="high" />
          </PortraitFrame>
        ) : null}
      </HeroGrid>
    </HeroSection>
  );
});
