export { ContactForm } from "./ContactForm";
export type { ContactFormProps, ContactFormValues, ContactFormState } from "./ContactForm";
