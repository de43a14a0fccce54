/**
 * Everything a visitor reads about a message they send, in each language we ship: the form's
 * words, the checks' sentences and the toasts (`./formMessages`, all the contact island loads),
 * and the function's answers (JSON and the page a form posted without script gets) and the page
 * a sent message leads to. It lives in core because both sides read it: the island checks a
 * message in the browser with the same `validateContactInput` the function runs, and the function
 * (which depends on core, never on the kit: ADR 27) draws its pages with it.
 *
 * A site language with no table here reads English.
 */
import { formMessages, type FormMessages } from "./formMessages";
import { inLanguage } from "./language";

export interface ContactMessages extends FormMessages {
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
  /** The page a form posted without script leads to once the message is stored. */
  sentPage: { heading: string; body: string; backHome: string };
}

const english: ContactMessages = {
  ...formMessages.en!,
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
  sentPage: {
    heading: "Message sent successfully!",
    body: "Thank you for your message. I'll get back to you soon.",
    backHome: "Back to home",
  },
};

const german: ContactMessages = {
  ...formMessages.de!,
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
  return inLanguage(contactMessages, language);
}
