/**
 * The contact form's words on each language's home page, as a visitor reads them (the kit's label
 * sets and core's contact messages, written out here so a test states what it expects): the
 * browser suites run the form's tests once per language of the sample site.
 */
export const formLanguages = [
  {
    language: "en",
    home: "/",
    sentPath: "/contact/sent",
    fields: { name: "Name", email: "Email", phone: "Phone (optional)", message: "Message" },
    send: "Send Message",
    nameError: "Enter your name.",
    messageError: "Enter a message.",
    emailError: "Enter an email address, like name@example.com.",
    invalidEmail: "Email must be a valid email address.",
    invalidPhone: "Phone may contain only digits, spaces and + ( ) -.",
    notSent: "Your message was not sent",
    sentToast: {
      title: "Message sent successfully!",
      description: "Thank you for your message. I'll get back to you soon.",
    },
    sentPage: { heading: "Message sent successfully!", backHome: "Back to home" },
  },
  {
    language: "de",
    home: "/de/",
    sentPath: "/de/contact/sent",
    fields: { name: "Name", email: "E-Mail", phone: "Telefon (freiwillig)", message: "Nachricht" },
    send: "Nachricht senden",
    nameError: "Bitte geben Sie Ihren Namen ein.",
    messageError: "Bitte schreiben Sie eine Nachricht.",
    emailError: "Bitte geben Sie eine E-Mail-Adresse ein, etwa name@example.com.",
    invalidEmail: "Bitte geben Sie eine gültige E-Mail-Adresse ein, etwa name@example.com.",
    invalidPhone: "Die Telefonnummer darf nur Ziffern, Leerzeichen und + ( ) - enthalten.",
    notSent: "Ihre Nachricht wurde nicht gesendet",
    sentToast: {
      title: "Nachricht erfolgreich gesendet!",
      description: "Vielen Dank für Ihre Nachricht. Ich melde mich bald bei Ihnen.",
    },
    sentPage: { heading: "Nachricht erfolgreich gesendet!", backHome: "Zur Startseite" },
  },
] as const;

export type FormLanguage = (typeof formLanguages)[number];
