/** The contact form's payload, as the browser sends it to `POST /api/contact`. */
export interface ContactInput {
  name: string;
  email: string;
  /** Optional; an empty string means none. */
  phone?: string;
  message: string;
}

/** A stored contact submission, as `GET /api/contacts` returns it (newest first). */
export interface ContactSubmission {
  /** Opaque identifier, used by `DELETE /api/contacts/{id}`. */
  id: string;
  name: string;
  email: string;
  phone?: string;
  message: string;
  /** Server time of receipt, ISO 8601. */
  createdAt: string;
}

/** The 201 answer of `POST /api/contact`, sent only once the submission is stored. */
export interface ContactCreated {
  id: string;
}

/** The fields of the contact form a validation error can name. */
export type ContactField = "name" | "email" | "phone" | "message";

/** Every error answer of the API: a sentence a person can read, and for 400s the bad fields. */
export interface ApiErrorBody {
  error: string;
  /** For validation errors: what is wrong with each named field. */
  fields?: Partial<Record<ContactField, string>>;
}
