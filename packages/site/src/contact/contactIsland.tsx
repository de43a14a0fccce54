import { ContactForm } from "@pmfolio/kit";
import { useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { createContactSubmit } from "./submitWithToasts";

/** The toast region: its code (Radix Toast) loads at the first send, into a root of its own. */
function loadToaster() {
  void import("./toasterRoot").then(({ mountToaster }) => mountToaster());
}

const submit = createContactSubmit(loadToaster);

function ContactIsland({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  // The ids are the ones the Contact section gives its form ("contact" section, "-form", and the
  // section's heading names it), so the hydrated form matches the page's HTML.
  return <ContactForm onSubmit={submit} idPrefix="contact-form" labelledBy="contact-heading" />;
}

/**
 * Hydrates the contact form in its card (`data-pm-island="contact-form"`) and resolves once it
 * handles submits. What the visitor typed before stays in the fields and is what gets sent.
 */
export function hydrateContactForm(root: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(root, <ContactIsland onReady={resolve} />);
  });
}
