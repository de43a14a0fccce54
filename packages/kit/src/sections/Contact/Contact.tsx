import { profileLinks, type Profile } from "@pmfolio/core";
import { forwardRef } from "react";
import { Icon } from "../../primitives/Icon";
import { networkIcon } from "../../primitives/Icon/networkIcon";
import { useLabels } from "../../labels";
import { siteLabels } from "../../labels/siteLabels";
import { Card } from "../../primitives/Card";
import { Reveal } from "../../motion/Reveal";
import { Section, type SectionTone } from "../../layout/Section";
import { SectionHeading } from "../../layout/SectionHeading";
import { ContactForm, type ContactFormValues, type ContactSubmitResult } from "../ContactForm";
import { BookingLinkAnchor, ProfileLinkAnchor } from "../../internal/ownerLinkAnchors";
import { ContactGrid, Option, OptionIcon, Options, OptionText } from "./Contact.styles";
import type { SectionAttributes } from "../sectionAttributes";

export interface ContactProps extends Omit<SectionAttributes, "onSubmit"> {
  /**
   * The contact options: the booking page (when given), the profile's links, email, phone (when
   * given) and location.
   */
  profile: Profile;
  /**
   * Sends the form from script: resolve `true` on success (fields cleared), `false` on failure
   * (fields kept), or `{ fields }` with the server's problems to show under the fields. Without it
   * the browser posts the form to `action`.
   */
  onSubmit?: (values: ContactFormValues) => Promise<ContactSubmitResult>;
  /**
   * Where the browser posts the form when no script sends it.
   * @defaultValue "/api/contact"
   */
  action?: string;
  /**
   * The page's language, one of the site's: the form posts it, and the answer comes in it
   * (`ContactForm`'s `language`).
   */
  language?: string;
  /**
   * The section's heading.
   * @defaultValue `labels.heading` ("Get In Touch")
   */
  heading?: string;
  /**
   * Short label above the heading.
   * @defaultValue `labels.eyebrow` ("Contact")
   */
  eyebrow?: string;
  /** The lead text under the heading. */
  lead?: string;
  /**
   * The section's id, the anchor navigation scrolls to.
   * @defaultValue "contact"
   */
  id?: string;
  /**
   * Background of the section: "auto" alternates the page colour and the muted surface by the
   * section's position among its parent's sections (the second, fourth… are muted).
   * @defaultValue "auto"
   */
  tone?: SectionTone;
}

/**
 * The contact section (id "contact"): contact options beside the contact form. The booking
 * and profile links carry `data-goal` ("booking-click", "profile-click") for a host's analytics.
 */
export const Contact = forwardRef<HTMLElement, ContactProps>(function Contact(
  { id = "contact", profile, onSubmit, action, language, heading, eyebrow, lead, tone = "auto", ...rest },
  ref,
) {
  const labels = useLabels("contact", siteLabels.contact);
  // The address is an option of its own below; a link to it would say it twice.
  const links = profileLinks(profile).filter(
    (link) => !profile.email || link.href !== `mailto:${profile.email}`,
  );
  return (
    <Section ref={ref} id={id} tone={tone} {...rest}>
      <Reveal>
        <SectionHeading eyebrow={eyebrow ?? labels.eyebrow} title={heading ?? labels.heading} lead={lead} />
      </Reveal>
      <ContactGrid>
        <Reveal>
          <Card padding="lg">
            <Options aria-label={labels.options}>
              {profile.bookingUrl ? (
                <Option>
                  <OptionIcon>
                    <Icon name="calendar" size={20} />
                  </OptionIcon>
                  <BookingLinkAnchor href={profile.bookingUrl} />
                </Option>
              ) : null}
              {links.map((link) => (
                <Option key={link.href}>
                  <OptionIcon>
                    <Icon name={networkIcon(link.network)} size={20} />
                  </OptionIcon>
                  <ProfileLinkAnchor link={link} />
                </Option>
              ))}
              {profile.email ? (
                <Option>
                  <OptionIcon>
                    <Icon name="mail" size={20} />
                  </OptionIcon>
                  <a href={`mailto:${profile.email}`}>{profile.email}</a>
                </Option>
              ) : null}
              {profile.phone ? (
                <Option>
                  <OptionIcon>
                    <Icon name="phone" size={20} />
                  </OptionIcon>
                  {/* A number reads left to right on any page: right to left, its groups would swap. */}
                  <a dir="ltr" href={`tel:${profile.phone.replace(/[^\d+]/g, "")}`}>
                    {profile.phone}
                  </a>
                </Option>
              ) : null}
              {profile.location ? (
                <Option>
                  <OptionIcon data-tone="accent">
                    <Icon name="map-pin" size={20} />
                  </OptionIcon>
                  <OptionText>{profile.location}</OptionText>
                </Option>
              ) : null}
            </Options>
          </Card>
        </Reveal>
        <Reveal>
          {/* The form alone in its card, with ids of its own: a page may hydrate it as an island. */}
          <Card padding="lg" data-pm-island="contact-form">
            <ContactForm onSubmit={onSubmit} action={action} language={language} idPrefix={`${id}-form`} />
          </Card>
        </Reveal>
      </ContactGrid>
    </Section>
  );
});
