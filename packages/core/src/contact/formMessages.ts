/**
 * What a visitor reads in the browser about a message they write, in each language we ship: the
 * form's words, the checks' sentences and the toasts. The contact island loads these and nothing
 * more; the function's answers and the sent page's words, which only the server and the build
 * show, are `./messages` (which spreads these in), so they stay out of the island's download.
 *
 * The form's field words (`form`) are also the kit's label sets' (`contactForm` spreads them in,
 * and its type is this one's plus the kit's own words), so the page the function draws matches
 * the form on the site.
 */
import type { ContactField } from "./types";
import { inLanguage } from "./language";

export interface FormMessages {
  /** How numbers in the sentences are written (`Intl` locale). */
  numberLocale: string;
  /** The form's words, as the kit's label set of the language has them. */
  form: {
    name: string;
    email: string;
    phone: string;
    /** After the labels of optional fields. */
    optional: string;
    message: string;
    /** The label of the field only bots fill (hidden from people). */
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
  toasts: {
    sent: { title: string; description: string };
    failed: { title: string; description: string };
  };
}

const english: FormMessages = {
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
};

const german: FormMessages = {
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
};

/** The tables we ship, by language tag. */
export const formMessages: Readonly<Record<string, FormMessages>> = { en: english, de: german };

/** The form's words in `language` (see `inLanguage`): what the contact island needs. */
export const formMessagesIn = (language: string | undefined): FormMessages =>
  inLanguage(formMessages, language);
