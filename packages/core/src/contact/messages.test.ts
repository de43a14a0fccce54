import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contactLanguage } from "./language";
import { formMessages, formMessagesIn } from "./formMessages";
import { contactMessages, contactMessagesIn } from "./messages";
import { validateContactInput } from "./validation";

const site = ["en", "de"] as const;
const base = { name: "Ada", email: "ada@example.com", message: "Hi" };

describe("the language a message is sent in", () => {
  it("is the posted language when the site has it, else the site's default, and never an error", () => {
    expect(validateContactInput({ ...base, language: "de" }, site)).toMatchObject({
      ok: true,
      value: { language: "de" },
    });
    for (const language of [undefined, null, "", "fr", "DE", "de-AT", 42, ["de"], { de: true }, "en\u202E"]) {
      const result = validateContactInput({ ...base, language }, site);
      expect(result, JSON.stringify(language)).toEqual({ ok: true, value: { ...base, language: "en" } });
    }
    expect(validateContactInput({ ...base, language: "en" }, ["de", "en"])).toMatchObject({
      value: { language: "en" },
    });
    expect(validateContactInput({ ...base, language: "xx" }, ["de", "en"])).toMatchObject({
      value: { language: "de" },
    });
  });

  it("is always one of the site's languages, whatever is posted (property)", () => {
    fc.assert(
      fc.property(fc.anything(), (language) => {
        expect(site).toContain(contactLanguage(language, site));
      }),
    );
  });
});

describe("the checks' sentences per language", () => {
  it("are the spec's English sentences by default and in English", () => {
    const english = {
      name: "Name is required.",
      email: "Email is required.",
      message: "Message is required.",
    };
    expect(validateContactInput({})).toEqual({ ok: false, fields: english });
    expect(validateContactInput({ language: "en" }, site)).toEqual({ ok: false, fields: english });
    expect(validateContactInput({ language: "fr" }, site)).toEqual({ ok: false, fields: english });
  });

  it("are German on a German page, with German numbers", () => {
    expect(validateContactInput({ language: "de" }, site)).toEqual({
      ok: false,
      fields: {
        name: "Bitte füllen Sie das Feld „Name“ aus.",
        email: "Bitte füllen Sie das Feld „E-Mail“ aus.",
        message: "Bitte füllen Sie das Feld „Nachricht“ aus.",
      },
    });
    const long = validateContactInput({ ...base, message: "a".repeat(5001), language: "de" }, site);
    expect(long).toEqual({
      ok: false,
      fields: { message: "Das Feld „Nachricht“ darf höchstens 5.000 Zeichen enthalten." },
    });
    const emoji = validateContactInput({ ...base, message: "😀".repeat(4001), language: "de" }, site);
    expect(emoji).toMatchObject({ ok: false, fields: { message: expect.stringContaining("16.000 Byte") } });
    expect(validateContactInput({ ...base, email: "a@b", phone: "x", language: "de" }, site)).toEqual({
      ok: false,
      fields: {
        email: "Bitte geben Sie eine gültige E-Mail-Adresse ein, etwa name@example.com.",
        phone: "Die Telefonnummer darf nur Ziffern, Leerzeichen und + ( ) - enthalten.",
      },
    });
  });

  it("names every problem of every field in each shipped language, none left in English", () => {
    const cases = [
      { name: "", email: "", message: "" },
      { name: "Ada\u0000", email: "a\u200B@example.com", phone: "+1\u0000", message: "Hi\u202E" },
      {
        name: "a".repeat(101),
        email: `${"a".repeat(250)}@x.de`,
        phone: "1".repeat(41),
        message: "a".repeat(5001),
      },
      {
        name: "😀".repeat(76),
        email: `${"ü".repeat(63)}@${"ö".repeat(63)}.${"ö".repeat(60)}.example`,
        phone: 5,
        message: "😀".repeat(4001),
      },
    ];
    const english = cases.map((input) => validateContactInput(input));
    for (const language of Object.keys(contactMessages).filter((tag) => tag !== "en")) {
      cases.forEach((input, index) => {
        const result = validateContactInput({ ...input, language }, ["en", language]);
        const inEnglish = english[index]!;
        expect(result.ok).toBe(false);
        expect(inEnglish.ok).toBe(false);
        if (result.ok || inEnglish.ok) return;
        expect(Object.keys(result.fields)).toEqual(Object.keys(inEnglish.fields));
        for (const [field, sentence] of Object.entries(result.fields))
          expect(sentence, `${language} ${field}`).not.toBe(
            inEnglish.fields[field as keyof typeof inEnglish.fields],
          );
      });
    }
  });
});

describe("contactMessagesIn", () => {
  it("finds a table by the primary language and falls back to English", () => {
    expect(contactMessagesIn("de")).toBe(contactMessages.de);
    expect(contactMessagesIn("de-AT")).toBe(contactMessages.de);
    expect(contactMessagesIn("fr")).toBe(contactMessages.en);
    expect(contactMessagesIn(undefined)).toBe(contactMessages.en);
  });

  it("carries the browser's words (formMessagesIn) of the same language, found the same way", () => {
    for (const language of ["en", "de", "de-AT", "fr", undefined])
      expect(contactMessagesIn(language), String(language)).toMatchObject(formMessagesIn(language));
    expect(formMessagesIn("de-AT")).toBe(formMessages.de);
    expect(formMessagesIn("fr")).toBe(formMessages.en);
  });

  it("keeps the spec's English toasts", () => {
    expect(contactMessages.en!.toasts).toEqual({
      sent: {
        title: "Message sent successfully!",
        description: "Thank you for your message. I'll get back to you soon.",
      },
      failed: {
        title: "Error sending message",
        description: "Please try again later or contact me directly.",
      },
    });
  });
});
