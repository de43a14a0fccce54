import { ButtonLink, Card, Section } from "@pmfolio/kit";
import { pathIn, usePageLanguage } from "../languages";

/**
 * Where a contact form posted by the browser itself (before the app ran, or without
 * JavaScript) lands once the message is stored. It says nothing about the message:
 * the address is the same for everyone, so nothing personal is ever in it.
 */
export function ContactSentPage() {
  const home = pathIn("/", usePageLanguage());
  return (
    <Section id="contact-sent" labelledBy="contact-sent-heading" width="narrow">
      <Card padding="lg">
        <h1 id="contact-sent-heading">Message sent successfully!</h1>
        <p>Thank you for your message. I&apos;ll get back to you soon.</p>
        <ButtonLink href={home}>Back to home</ButtonLink>
      </Card>
    </Section>
  );
}
