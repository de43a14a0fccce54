import { CONTACT_HONEYPOT_FIELD, contactLimits, type ContactFormValues } from "@pmfolio/core";
import { forwardRef, useId, useState, type FormEvent } from "react";
import { useLabels } from "../../labels";
import { siteLabels } from "../../labels/siteLabels";
import { Button } from "../../primitives/Button";
import { Field, Form, Honeypot, Input, Label, Optional, Submit, TextArea } from "./ContactForm.styles";

/** What the form hands to `onSubmit`: the API's form values, as typed; empty optional fields are left out. */
export type { ContactFormValues };

/** `idle`: ready; `sending`: waiting for `onSubmit` to settle. */
export type ContactFormState = "idle" | "sending";

export interface ContactFormProps {
  /**
   * Sends the message from script. Resolve `true` on success (the fields are cleared) or `false`
   * on failure (the fields are kept); a rejection counts as a failure. The host shows the toasts.
   * Without it the browser posts the form to `action` itself, so a server page needs no function.
   */
  onSubmit?: (values: ContactFormValues) => Promise<boolean>;
  /**
   * Where the browser posts the form when no script handles it (before hydration, or
   * with JavaScript off). A POST body keeps what the visitor typed out of the URL.
   * @defaultValue "/api/contact"
   */
  action?: string;
  /**
   * The form's method.
   * @defaultValue "post"
   */
  method?: "post";
  /**
   * Prefix of the fields' ids (`${idPrefix}-name`, …). Give one when the form is hydrated on its
   * own (an island), so its ids match the page's server HTML.
   * @defaultValue an id from React's `useId`
   */
  idPrefix?: string;
}

/** The values in the form element as it is now: typed or autofilled, before or after hydration. */
export function contactFormValues(form: HTMLFormElement): ContactFormValues {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  const values: ContactFormValues = { name: text("name"), email: text("email"), message: text("message") };
  if (text("phone")) values.phone = text("phone");
  if (text(CONTACT_HONEYPOT_FIELD)) values.website = text(CONTACT_HONEYPOT_FIELD);
  return values;
}

/**
 * The contact form: name, email, optional phone and message, with the browser's own
 * required and type checks. While sending, the button is disabled and reads 'Sending...' (`labels.contactForm.sending`).
 * The fields keep their own values (uncontrolled) and are read from the form element when it is
 * sent, so what a visitor typed before the form was hydrated is what gets sent.
 */
export const ContactForm = forwardRef<HTMLFormElement, ContactFormProps>(function ContactForm(
  { onSubmit, action = "/api/contact", method = "post", idPrefix },
  ref,
) {
  const generatedId = useId();
  const id = idPrefix ?? generatedId;
  const labels = useLabels("contactForm", siteLabels.contactForm);
  const [state, setState] = useState<ContactFormState>("idle");
  const sending = state === "sending";

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (!onSubmit) return;
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    setState("sending");
    let sent = false;
    try {
      sent = await onSubmit(contactFormValues(form));
    } catch {
      sent = false;
    }
    if (sent) form.reset();
    setState("idle");
  };

  return (
    <Form
      ref={ref}
      action={action}
      method={method}
      onSubmit={handleSubmit}
      aria-busy={sending}
      data-state={state}
    >
      <Field>
        <Label htmlFor={`${id}-name`}>{labels.name}</Label>
        <Input
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="name"
          required
          maxLength={contactLimits.nameMax}
        />
      </Field>
      <Field>
        <Label htmlFor={`${id}-email`}>{labels.email}</Label>
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={contactLimits.emailMax}
        />
      </Field>
      <Field data-span="full">
        <Label htmlFor={`${id}-phone`}>
          {`${labels.phone} `}
          <Optional>{labels.optional}</Optional>
        </Label>
        <Input
          id={`${id}-phone`}
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={contactLimits.phoneMax}
        />
      </Field>
      <Field data-span="full">
        <Label htmlFor={`${id}-message`}>{labels.message}</Label>
        <TextArea
          id={`${id}-message`}
          name="message"
          rows={4}
          required
          maxLength={contactLimits.messageMax}
        />
      </Field>
      <Honeypot aria-hidden="true">
        <label htmlFor={`${id}-website`}>{labels.website}</label>
        <input
          id={`${id}-website`}
          name={CONTACT_HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </Honeypot>
      <Submit data-span="full">
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? labels.sending : labels.send}
        </Button>
      </Submit>
    </Form>
  );
});
