export { ContactForm } from "./ContactForm";
export type {
  ContactFieldErrors,
  ContactFormProps,
  ContactFormValues,
  ContactFormState,
  ContactSubmitResult,
} from "./ContactForm";
