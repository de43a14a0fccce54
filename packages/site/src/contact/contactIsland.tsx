import { CONTACT_LANGUAGE_FIELD } from "@pmfolio/core";
import { ContactForm, LabelsProvider, type SiteLabels } from "@pmfolio/kit";
import { useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandLabels } from "./islandLabels";
import { createContactSubmit } from "./submitWithToasts";

function ContactIsland({
  onReady,
  language,
  labels,
}: {
  onReady: () => void;
  language: string | undefined;
  labels: SiteLabels | undefined;
}) {
  useEffect(onReady, [onReady]);
  // The ids are the ones the Contact section gives its form ("contact" section, "-form", and the
  // section's heading names it), and the words its page's language's, so the hydrated form matches
  // the page's HTML.
  const form = (
    <ContactForm
      onSubmit={submit(language)}
      idPrefix="contact-form"
      labelledBy="contact-heading"
      language={language}
    />
  );
  return labels ? <LabelsProvider labels={labels}>{form}</LabelsProvider> : form;
}

let sender: ReturnType<typeof createContactSubmit> | undefined;
/** One sender for the page; the toast region (Radix Toast) loads at the first send, in the page's language. */
const submit = (language: string | undefined) =>
  (sender ??= createContactSubmit(() => {
    void import("./toasterRoot").then(({ mountToaster }) => mountToaster(language));
  }));

/**
 * Hydrates the contact form in its card (`data-pm-island="contact-form"`) and resolves once it
 * handles submits. What the visitor typed before stays in the fields and is what gets sent. The
 * page's language is the one its form posts (the hidden `language` field the server drew).
 */
export async function hydrateContactForm(root: HTMLElement): Promise<void> {
  const language =
    root.querySelector<HTMLInputElement>(`input[name="${CONTACT_LANGUAGE_FIELD}"]`)?.value || undefined;
  const labels = await islandLabels(language);
  return new Promise((resolve) => {
    hydrateRoot(root, <ContactIsland onReady={resolve} language={language} labels={labels} />);
  });
}
