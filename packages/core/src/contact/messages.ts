/**
 * Everything a visitor reads about a message they send, in each language we ship: the checks'
 * sentences, the function's answers (JSON and the page a form posted without script gets), the
 * toasts and the page a sent message leads to. It lives in core because both sides read it: the
 * island checks a message in the browser with the same `validateContactInput` the function runs,
 * and the function (which depends on core, never on the kit: ADR 27) draws its pages with it.
 *
 * A site language with no table here reads English. The form's field words (`form`) are the
 * kit's label sets' (`contactForm`), which a test holds equal, so the page the function draws
 * matches the form on the site.
 */
import type { ContactField } from "./types";

export interface ContactMessages {
  /** How numbers in the sentences are written (`Intl` locale). */
  numberLocale: string;
  /** The form's words, as the kit's label set of the language has them. */
  form: {
    name: string;
    email: string;
    phone: string;
    optional: string;
    message: string;
    website: string;
    send: string;
  };
  /** The checks' sentences; `label` is the field's name as the sentences use it. */
  fields: {
    label: Record<ContactField, string>;
    required: (label: string) => string;
    /** Control characters or direction overrides. */
    disguised: (label: string) => string;
    /** After `disguised`, for the email. */
    invisibleInEmail: string;
    /** After `disguised`, for the message. */
    breaksAllowed: string;
    tooLong: (label: string, max: string) => string;
    nameBytes: (max: string) => string;
    emailBytes: (max: string) => string;
    messageBytes: (max: string, emoji: string) => string;
    emailInvalid: string;
    phoneNotText: string;
    phoneCharacters: string;
  };
  /** The function's answers. */
  answers: {
    /** A 400's sentence (JSON); the fields carry the rest. */
    fieldsNeedAttention: string;
    /** The title of the page a refused form post gets. */
    notSent: string;
    /** That page's lead when fields are marked. */
    correctFields: string;
    tooMany: string;
    /** The limiter could not decide in time. */
    undecided: string;
    notStored: string;
    crossSite: string;
    /** The body was over the limit (413), or could not be read (400). */
    tooLarge: string;
    unreadable: string;
    backToForm: string;
  };
  toasts: {
    sent: { title: string; description: string };
    failed: { title: string; description: string };
  };
  /** The page a form posted without script leads to once the message is stored. */
  sentPage: { heading: string; body: string; backHome: string };
}

const english: ContactMessages = {
  numberLocale: "en-US",
  form: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    optional: "(optional)",
    message: "Message",
    website: "Website",
    send: "Send Message",
  },
  fields: {
    label: { name: "Name", email: "Email", phone: "Phone", message: "Message" },
    required: (label) => `${label} is required.`,
    disguised: (label) =>
      `${label} must not contain control characters or characters that change the direction of text.`,
    invisibleInEmail: "Type the address without invisible characters.",
    breaksAllowed: "Line breaks and tabs are fine.",
    tooLong: (label, max) => `${label} must be at most ${max} characters.`,
    nameBytes: (max) => `Name must be at most ${max} bytes (emoji and some letters take up to 4 bytes each).`,
    emailBytes: (max) => `Email must be at most ${max} bytes (letters outside A-Z take 2 to 4 bytes each).`,
    messageBytes: (max, emoji) =>
      `Message must be at most ${max} bytes: emoji take 4 bytes each, so at most ${emoji} of them.`,
    emailInvalid: "Email must be a valid email address.",
    phoneNotText: "Phone must be text.",
    phoneCharacters: "Phone may contain only digits, spaces and + ( ) -.",
  },
  answers: {
    fieldsNeedAttention: "Some fields need attention.",
    notSent: "Your message was not sent",
    correctFields: "Nothing was stored. Please correct the fields marked below and send it again.",
    tooMany: "Too many messages from this address. Please try again later.",
    undecided: "Your message could not be accepted right now. Please try again in a moment.",
    notStored: "Your message could not be stored right now. Please try again later.",
    crossSite:
      "This message was sent from another website, not from this site's contact form. Please write from the contact form on this site.",
    tooLarge: "Your message is too long to be sent. Please shorten it and send it again.",
    unreadable: "Your message could not be read. Please send it again.",
    backToForm: "Back to the contact form",
  },
  toasts: {
    sent: {
      title: "Message sent successfully!",
      description: "Thank you for your message. I'll get back to you soon.",
    },
    failed: {
      title: "Error sending message",
      description: "Please try again later or contact me directly.",
    },
  },
  sentPage: {
    heading: "Message sent successfully!",
    body: "Thank you for your message. I'll get back to you soon.",
    backHome: "Back to home",
  },
};

const german: ContactMessages = {
  numberLocale: "de-DE",
  form: {
    name: "Name",
    email: "E-Mail",
    phone: "Telefon",
    optional: "(freiwillig)",
    message: "Nachricht",
    website: "Webseite",
    send: "Nachricht senden",
  },
  fields: {
    label: { name: "Name", email: "E-Mail", phone: "Telefon", message: "Nachricht" },
    required: (label) => `Bitte füllen Sie das Feld „${label}“ aus.`,
    disguised: (label) =>
      `Das Feld „${label}“ darf keine Steuerzeichen und keine Zeichen enthalten, die die Schreibrichtung ändern.`,
    invisibleInEmail: "Bitte geben Sie die Adresse ohne unsichtbare Zeichen ein.",
    breaksAllowed: "Zeilenumbrüche und Tabulatoren sind erlaubt.",
    tooLong: (label, max) => `Das Feld „${label}“ darf höchstens ${max} Zeichen enthalten.`,
    nameBytes: (max) =>
      `Der Name darf höchstens ${max} Byte lang sein (Emoji und manche Buchstaben belegen bis zu 4 Byte).`,
    emailBytes: (max) =>
      `Die E-Mail-Adresse darf höchstens ${max} Byte lang sein (Buchstaben außerhalb von A–Z belegen 2 bis 4 Byte).`,
    messageBytes: (max, emoji) =>
      `Die Nachricht darf höchstens ${max} Byte lang sein: Ein Emoji belegt 4 Byte, es passen also höchstens ${emoji} davon hinein.`,
    emailInvalid: "Bitte geben Sie eine gültige E-Mail-Adresse ein, etwa name@example.com.",
    phoneNotText: "Die Telefonnummer muss als Text gesendet werden.",
    phoneCharacters: "Die Telefonnummer darf nur Ziffern, Leerzeichen und + ( ) - enthalten.",
  },
  answers: {
    fieldsNeedAttention: "Einige Felder müssen noch korrigiert werden.",
    notSent: "Ihre Nachricht wurde nicht gesendet",
    correctFields:
      "Es wurde nichts gespeichert. Bitte korrigieren Sie die markierten Felder und senden Sie die Nachricht erneut.",
    tooMany: "Von dieser Adresse kamen zu viele Nachrichten. Bitte versuchen Sie es später noch einmal.",
    undecided:
      "Ihre Nachricht kann gerade nicht angenommen werden. Bitte versuchen Sie es gleich noch einmal.",
    notStored:
      "Ihre Nachricht konnte gerade nicht gespeichert werden. Bitte versuchen Sie es später noch einmal.",
    crossSite:
      "Diese Nachricht wurde von einer anderen Website gesendet, nicht über das Kontaktformular dieser Seite. Bitte schreiben Sie über das Kontaktformular hier.",
    tooLarge: "Ihre Nachricht ist zu lang. Bitte kürzen Sie sie und senden Sie sie erneut.",
    unreadable: "Ihre Nachricht konnte nicht gelesen werden. Bitte senden Sie sie erneut.",
    backToForm: "Zurück zum Kontaktformular",
  },
  toasts: {
    sent: {
      title: "Nachricht erfolgreich gesendet!",
      description: "Vielen Dank für Ihre Nachricht. Ich melde mich bald bei Ihnen.",
    },
    failed: {
      title: "Nachricht konnte nicht gesendet werden",
      description: "Bitte versuchen Sie es später noch einmal oder schreiben Sie mir direkt.",
    },
  },
  sentPage: {
    heading: "Nachricht erfolgreich gesendet!",
    body: "Vielen Dank für Ihre Nachricht. Ich melde mich bald bei Ihnen.",
    backHome: "Zur Startseite",
  },
};

/** The tables we ship, by language tag. */
export const contactMessages: Readonly<Record<string, ContactMessages>> = { en: english, de: german };

/**
 * The messages in `language` ("de", "de-AT" → German: the primary language decides), English
 * for a language with no table.
 */
export function contactMessagesIn(language: string | undefined): ContactMessages {
  if (language === undefined) return english;
  return contactMessages[language] ?? contactMessages[language.split("-")[0]!.toLowerCase()] ?? english;
}

/** The form field that says which of the site's languages the form's page is in. */
export const CONTACT_LANGUAGE_FIELD = "language";

/**
 * The language a message was sent in: the posted value when it is one of the site's `languages`
 * (the default first), else the default. Never an error: a visitor cannot fix a hidden field.
 */
export function contactLanguage(value: unknown, languages: readonly string[]): string {
  return typeof value === "string" && languages.includes(value) ? value : languages[0]!;
}
