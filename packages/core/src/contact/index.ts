export type { ApiErrorBody, ContactCreated, ContactField, ContactInput, ContactSubmission } from "./types";
export { CONTACT_HONEYPOT_FIELD, contactLimits, isEmailAddress, validateContactInput } from "./validation";
export type { ContactValidation } from "./validation";
