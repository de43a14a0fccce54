import { contactMessagesIn } from "@pmfolio/core";
import { ButtonLink, Card, Section } from "@pmfolio/kit";
import { pathIn, usePageLanguage } from "../languages";

/**
 * Where a contact form posted by the browser itself (before the app ran, or without
 * JavaScript) lands once the message is stored. It says nothing about the message:
 * the address is the same for everyone, so nothing personal is ever in it. In the page's language
 * (core's contact messages, as the function's answers are).
 */
export function ContactSentPage() {
  const language = usePageLanguage();
  const home = pathIn("/", language);
  const words = contactMessagesIn(language).sentPage;
  return (
    <Section id="contact-sent" labelledBy="contact-sent-heading" width="narrow">
      <Card padding="lg">
        <h1 id="contact-sent-heading">{words.heading}</h1>
        <p>{words.body}</p>
        <ButtonLink href={home}>{words.backHome}</ButtonLink>
      </Card>
    </Section>
  );
}
