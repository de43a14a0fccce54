export type {
  ApiErrorBody,
  ContactCreated,
  ContactField,
  ContactFormValues,
  ContactInput,
  ContactReadUpdate,
  ContactsBulkDelete,
  ContactsBulkDeleted,
  ContactsDeleteReceived,
  ContactsReceivedDeleted,
  ContactsRelease,
  ContactsReleased,
  ContactApplication,
  ContactSubmission,
  HeldReason,
  SessionInfo,
} from "./types";
export { contactsPaging } from "./types";
export { CONTACT_HONEYPOT_FIELD, contactLimits, isEmailAddress, validateContactInput } from "./validation";
export type { CheckedContact, ContactValidation } from "./validation";
export { CONTACT_LANGUAGE_FIELD, contactLanguage } from "./language";
export { formMessages, formMessagesIn } from "./formMessages";
export type { FormMessages } from "./formMessages";
export { contactMessages, contactMessagesIn } from "./messages";
export type { ContactMessages } from "./messages";
