import type { Profile } from "@pmfolio/core";
import { forwardRef } from "react";
import { Icon } from "../../icons/Icon";
import { useLabels } from "../../labels";
import { siteLabels } from "../../labels/siteLabels";
import { ResponsiveImage } from "../../media/ResponsiveImage";
import { NewTabNote } from "../../accessibility/VisuallyHidden";
import { ButtonLink } from "../../primitives/Button";
import {
  Actions,
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

export interface HeroProps {
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
   * Where 'Download Resume' points; the link carries the `download` attribute.
   * @defaultValue "/api/download-resume"
   */
  resumeHref?: string;
  /**
   * The section's id, the anchor navigation scrolls to; the h1 gets `${id}-heading`.
   * @defaultValue "home"
   */
  id?: string;
}

/**
 * The first section of the home page (id "home"): who the owner is and the two main actions.
 * The booking and profile links carry `data-goal` ("booking-click", "profile-click"), so a
 * host's analytics can count clicks on them without wrapping the section.
 */
export const Hero = forwardRef<HTMLElement, HeroProps>(function Hero(
  { profile, onContactClick, contactHref = "#contact", resumeHref = "/api/download-resume", id = "home" },
  ref,
) {
  const { portrait } = profile;
  const labels = useLabels("hero", siteLabels.hero);
  const { bookMeeting } = useLabels("common", siteLabels.common);
  return (
    <HeroSection ref={ref} id={id}>
      <HeroGrid data-portrait={portrait !== undefined}>
        <Intro>
          <Location>
            <Icon name="map-pin" size={16} />
            {profile.location}
          </Location>
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
            <ButtonLink size="lg" variant="secondary" href={resumeHref} download>
              <Icon name="download" size={20} />
              {labels.downloadResume}
            </ButtonLink>
          </Actions>
          <QuickLinks>
            <li>
              <a
                href={profile.bookingUrl}
                target="_blank"
                rel="noopener noreferrer"
                data-goal="booking-click"
              >
                <Icon name="calendar" size={20} />
                {bookMeeting}
                <NewTabNote />
              </a>
            </li>
            <li>
              <a
                href={profile.networkProfileUrl}
                target="_blank"
                rel="noopener noreferrer"
                data-goal="profile-click"
              >
                <Icon name="linkedin" size={20} />
                {profile.networkProfileLabel}
                <NewTabNote />
              </a>
            </li>
          </QuickLinks>
        </Intro>
        {portrait ? (
          <PortraitFrame>
            <ResponsiveImage image={portrait} fetchPriority="high" />
          </PortraitFrame>
        ) : null}
      </HeroGrid>
    </HeroSection>
  );
});
