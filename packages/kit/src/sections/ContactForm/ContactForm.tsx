import { CONTACT_HONEYPOT_FIELD, contactLimits, type ContactInput } from "@pmfolio/core";
import { forwardRef, useId, useState, type ChangeEvent, type FormEvent } from "react";
import { useLabels } from "../../labels";
import { siteLabels } from "../../labels/siteLabels";
import { Button } from "../../primitives/Button";
import { Field, Form, Honeypot, Input, Label, Optional, Submit, TextArea } from "./ContactForm.styles";

/** What the form hands to `onSubmit`: the values as typed; empty optional fields are left out. */
export interface ContactFormValues extends ContactInput {
  /** The honeypot; only bots fill it. */
  website?: string;
}

/** `idle`: ready; `sending`: waiting for `onSubmit` to settle. */
export type ContactFormState = "idle" | "sending";

export interface ContactFormProps {
  /**
   * Sends the message. Resolve `true` on success (the fields are cleared) or `false` on
   * failure (the fields are kept); a rejection counts as a failure. The host shows the toasts.
   */
  onSubmit: (values: ContactFormValues) => Promise<boolean>;
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
}

const empty = { name: "", email: "", phone: "", message: "", website: "" };
type Fields = typeof empty;

/**
 * The contact form: name, email, optional phone and message, with the browser's own
 * required and type checks. While sending, the button is disabled and reads 'Sending...' (`labels.contactForm.sending`).
 */
export const ContactForm = forwardRef<HTMLFormElement, ContactFormProps>(function ContactForm(
  { onSubmit, action = "/api/contact", method = "post" },
  ref,
) {
  const id = useId();
  const labels = useLabels("contactForm", siteLabels.contactForm);
  const [fields, setFields] = useState<Fields>(empty);
  const [state, setState] = useState<ContactFormState>("idle");
  const sending = state === "sending";

  const update = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.currentTarget;
    setFields((current) => ({ ...current, [name]: value }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setState("sending");
    const values: ContactFormValues = { name: fields.name, email: fields.email, message: fields.message };
    if (fields.phone) values.phone = fields.phone;
    if (fields.website) values.website = fields.website;
    let sent = false;
    try {
      sent = await onSubmit(values);
    } catch {
      sent = false;
    }
    if (sent) setFields(empty);
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
          value={fields.name}
          onChange={update}
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
          value={fields.email}
          onChange={update}
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
          value={fields.phone}
          onChange={update}
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
          value={fields.message}
          onChange={update}
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
          value={fields.website}
          onChange={update}
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
