import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LANGUAGE_FIELD,
  contactLimits,
  validateContactInput,
  type ContactField,
  type ContactFormValues,
  type ContactInput,
} from "@pmfolio/core";
import { forwardRef, useId, useState, type FocusEvent, type FormEvent } from "react";
import { useLabels } from "../../labels";
import { siteLabels } from "../../labels/siteLabels";
import { useSectionHeadingId } from "../../layout/Section";
import { Button } from "../../primitives/Button";
import {
  Field,
  FieldError,
  Form,
  Honeypot,
  Input,
  Label,
  Optional,
  Submit,
  TextArea,
} from "./ContactForm.styles";

/** What the form hands to `onSubmit`: the API's form values, as typed; empty optional fields are left out. */
export type { ContactFormValues };

/** `idle`: ready; `sending`: waiting for `onSubmit` to settle. */
export type ContactFormState = "idle" | "sending";

/** What is wrong with each named field, in a sentence a person can act on (the API's 400 `fields`). */
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/**
 * How a send went: `true` sent (the fields are cleared); `false` failed (the fields are kept);
 * `{ fields }` refused for those fields (the fields are kept, each problem is shown under its field).
 */
export type ContactSubmitResult = boolean | { fields: ContactFieldErrors };

/** The fields in the order they are shown: the first one with a problem gets the focus. */
const fieldOrder: readonly ContactField[] = ["name", "email", "phone", "message"];

export interface ContactFormProps {
  /**
   * Sends the message from script. Resolve `true` on success (the fields are cleared), `false`
   * on failure (the fields are kept), or `{ fields }` when the server named bad fields (kept, with
   * each problem under its field); a rejection counts as a failure. The host shows the toasts.
   * It is called only once the browser's checks and core's `validateContactInput` pass.
   * Without it the browser posts the form to `action` itself, so a server page needs no function.
   */
  onSubmit?: (values: ContactFormValues) => Promise<ContactSubmitResult>;
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
  /**
   * Problems to show under the fields when the form is drawn, e.g. from a server page that answers
   * a post made without script. Each one goes when its field is edited.
   */
  errors?: ContactFieldErrors;
  /** The fields' values when the form is drawn (what the visitor sent, on such a page). */
  defaultValues?: Partial<ContactInput>;
  /**
   * The id of the heading that names the form (its `aria-labelledby`), so assistive technology
   * lists it as a form by that name. Give it when the form is drawn on its own (an island
   * hydrated apart from its section), so it matches the page's server HTML.
   * @defaultValue the enclosing `Section`'s heading id
   */
  labelledBy?: string;
  /**
   * The page's language, one of the site's (`"de"`): the form posts it (a hidden `language`
   * field, also in `onSubmit`'s values), so the function answers in it, and core's checks name
   * problems in it. Give the form the same language's labels (the provider's `labels`).
   * @defaultValue none: the site's default language
   */
  language?: string;
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
  if (text(CONTACT_LANGUAGE_FIELD)) values.language = text(CONTACT_LANGUAGE_FIELD);
  return values;
}

/** True when the browser shows the field as invalid after the visitor's edit (false where `:user-invalid` is unknown). */
function userInvalid(control: Element): boolean {
  try {
    return control.matches(":user-invalid");
  } catch {
    return false;
  }
}

/**
 * The contact form: name, email, optional phone and message, with the browser's own
 * required and type checks. Each field's problem shows under it, tied to it by `aria-describedby`,
 * with `aria-invalid="true"` once the form knows of it. With no script, the page's HTML already
 * holds the messages of the browser's checks (`labels.contactForm.nameError`, …) as the fields'
 * descriptions, shown by CSS once the field is `:user-invalid`. With script, a send is checked by
 * core's `validateContactInput` first, and the server's field errors come back under the fields.
 * While sending, the button is disabled and reads 'Sending...' (`labels.contactForm.sending`).
 * The fields keep their own values (uncontrolled) and are read from the form element when it is
 * sent, so what a visitor typed before the form was hydrated is what gets sent.
 */
export const ContactForm = forwardRef<HTMLFormElement, ContactFormProps>(function ContactForm(
  {
    onSubmit,
    action = "/api/contact",
    method = "post",
    idPrefix,
    errors: givenErrors,
    defaultValues,
    labelledBy,
    language,
  },
  ref,
) {
  const generatedId = useId();
  const id = idPrefix ?? generatedId;
  const labels = useLabels("contactForm", siteLabels.contactForm);
  const sectionHeadingId = useSectionHeadingId();
  const [state, setState] = useState<ContactFormState>("idle");
  const sending = state === "sending";
  const [errors, setErrors] = useState<ContactFieldErrors>(givenErrors ?? {});
  const [errorsGiven, setErrorsGiven] = useState(givenErrors);
  if (givenErrors !== errorsGiven) {
    setErrorsGiven(givenErrors);
    setErrors(givenErrors ?? {});
  }

  /** The message of the browser's own check on a field (none for the phone, which has none). */
  const nativeError: ContactFieldErrors = {
    name: labels.nameError,
    email: labels.emailError,
    message: labels.messageError,
  };

  const showErrors = (form: HTMLFormElement, fields: ContactFieldErrors) => {
    setErrors(fields);
    const first = fieldOrder.find((field) => fields[field] !== undefined);
    const control = first ? form.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const values = contactFormValues(form);
    // The browser's checks passed; core's (the server's) catch what they let through, e.g. "a@b".
    const checked = validateContactInput(values, language ? [language] : undefined);
    if (!checked.ok) {
      event.preventDefault();
      showErrors(form, checked.fields);
      return;
    }
    if (!onSubmit) return;
    event.preventDefault();
    if (sending) return;
    setState("sending");
    let result: ContactSubmitResult = false;
    try {
      result = await onSubmit(values);
    } catch {
      result = false;
    }
    if (result === true) {
      form.reset();
      setErrors({});
    } else if (result !== false) showErrors(form, result.fields);
    setState("idle");
  };

  /** The attributes that tie a field to its message, and keep the message in step with it. */
  const fieldProps = (field: ContactField) => {
    const error = errors[field];
    const described = error !== undefined || nativeError[field] !== undefined;
    return {
      id: `${id}-${field}`,
      name: field,
      defaultValue: defaultValues?.[field],
      "aria-invalid": error !== undefined ? ("true" as const) : undefined,
      "aria-describedby": described ? `${id}-${field}-error` : undefined,
      onInvalid: () => {
        const message = nativeError[field];
        if (message !== undefined) setErrors((shown) => ({ ...shown, [field]: message }));
      },
      // The browser marks a field the visitor left wrong (`:user-invalid`); so does the form, so
      // that assistive technology hears of it before the next send.
      onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        if (userInvalid(event.currentTarget)) event.currentTarget.checkValidity();
      },
      onInput: () => {
        if (errors[field] === undefined) return;
        setErrors(({ [field]: _fixed, ...rest }) => rest);
      },
    };
  };

  /** The field's message: its problem, else the browser's check's words, shown only when invalid. */
  const fieldError = (field: ContactField) => {
    const text = errors[field] ?? nativeError[field];
    if (text === undefined) return null;
    return (
      <FieldError id={`${id}-${field}-error`} data-state={errors[field] !== undefined ? "shown" : "hidden"}>
        {text}
      </FieldError>
    );
  };

  return (
    <Form
      ref={ref}
      action={action}
      method={method}
      onSubmit={handleSubmit}
      aria-labelledby={labelledBy ?? sectionHeadingId}
      aria-busy={sending}
      data-state={state}
    >
      <Field>
        <Label htmlFor={`${id}-name`}>{labels.name}</Label>
        <Input
          {...fieldProps("name")}
          type="text"
          autoComplete="name"
          required
          maxLength={contactLimits.nameMax}
        />
        {fieldError("name")}
      </Field>
      <Field>
        <Label htmlFor={`${id}-email`}>{labels.email}</Label>
        <Input
          {...fieldProps("email")}
          type="email"
          autoComplete="email"
          required
          maxLength={contactLimits.emailMax}
        />
        {fieldError("email")}
      </Field>
      <Field data-span="full">
        <Label htmlFor={`${id}-phone`}>
          {`${labels.phone} `}
          <Optional>{labels.optional}</Optional>
        </Label>
        <Input {...fieldProps("phone")} type="tel" autoComplete="tel" maxLength={contactLimits.phoneMax} />
        {fieldError("phone")}
      </Field>
      <Field data-span="full">
        <Label htmlFor={`${id}-message`}>{labels.message}</Label>
        <TextArea {...fieldProps("message")} rows={4} required maxLength={contactLimits.messageMax} />
        {fieldError("message")}
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
      {language ? <input type="hidden" name={CONTACT_LANGUAGE_FIELD} value={language} /> : null}
      <Submit data-span="full">
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? labels.sending : labels.send}
        </Button>
      </Submit>
    </Form>
  );
});
