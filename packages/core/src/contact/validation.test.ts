import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contactLimits, isEmailAddress, validateContactInput } from "./validation";

describe("validateContactInput", () => {
  it("accepts a complete payload and returns it trimmed", () => {
    expect(
      validateContactInput({
        name: " Ada ",
        email: "ada@example.com ",
        phone: " +44 20 7946 0958 ",
        message: " Hi ",
      }),
    ).toEqual({
      ok: true,
      value: {
        name: "Ada",
        email: "ada@example.com",
        phone: "+44 20 7946 0958",
        message: "Hi",
        language: "en",
      },
    });
  });

  it("treats a non-object as a payload with every required field missing", () => {
    for (const input of [null, undefined, 42, "x", []]) {
      expect(validateContactInput(input)).toEqual({
        ok: false,
        fields: { name: "Name is required.", email: "Email is required.", message: "Message is required." },
      });
    }
  });

  it("never accepts a value outside the limits, and always returns trimmed text (property)", () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            name: fc.oneof(fc.string({ maxLength: 120 }), fc.integer()),
            email: fc.oneof(fc.emailAddress(), fc.string()),
            phone: fc.oneof(
              fc.constant(undefined),
              fc.string({ maxLength: 50 }),
              fc.stringMatching(/^[0-9 +()-]{0,45}$/),
            ),
            message: fc.string({ maxLength: 5100 }),
            extra: fc.anything(),
          },
          { requiredKeys: [] },
        ),
        (input) => {
          const result = validateContactInput(input);
          if (!result.ok) return;
          const { name, email, phone, message, language } = result.value;
          expect(language).toBe("en");
          for (const value of [name, email, message, phone ?? "x"]) {
            expect(value).toBe(value.trim());
            expect(value.length).toBeGreaterThan(0);
          }
          expect([...name].length).toBeLessThanOrEqual(contactLimits.nameMax);
          expect(email.length).toBeLessThanOrEqual(contactLimits.emailMax);
          expect(isEmailAddress(email)).toBe(true);
          if (phone !== undefined) expect(phone).toMatch(/^[0-9 +()-]{1,40}$/);
          expect([...message].length).toBeLessThanOrEqual(contactLimits.messageMax);
          expect(Object.keys(result.value).sort()).toEqual(
            phone === undefined
              ? ["email", "language", "message", "name"]
              : ["email", "language", "message", "name", "phone"],
          );
        },
      ),
    );
  });

  it("accepts what a browser's email field accepts in practice (property)", () => {
    fc.assert(
      fc.property(fc.emailAddress({ size: "small" }), (email) => {
        // fast-check's generator covers RFC 5322 local parts a browser's type=email check also allows,
        // except quoted strings and dotless domains, which it does not generate.
        if (/\.\./.test(email) || !/\.[a-z]{2,}$/i.test(email)) return;
        expect(isEmailAddress(email)).toBe(true);
      }),
    );
  });
});

describe("byte caps", () => {
  const base = { name: "Ada", email: "ada@example.com", message: "Hi" };
  const utf8 = (text: string) => new TextEncoder().encode(text).byteLength;

  it("accepts 4,000 emoji and refuses 4,001, naming the message and its byte cap", () => {
    expect(validateContactInput({ ...base, message: "😀".repeat(4000) }).ok).toBe(true);
    expect(validateContactInput({ ...base, message: "😀".repeat(4001) })).toEqual({
      ok: false,
      fields: {
        message: "Message must be at most 16,000 bytes: emoji take 4 bytes each, so at most 4,000 of them.",
      },
    });
    // 5,000 emoji are within the character cap, not the byte cap.
    expect(validateContactInput({ ...base, message: "😀".repeat(5000) })).toMatchObject({
      ok: false,
      fields: { message: expect.stringContaining("16,000 bytes") },
    });
  });

  it("fits 5,000 characters of any script of up to three bytes a character", () => {
    for (const char of ["a", "é", "я", "中", "ह"]) {
      expect(validateContactInput({ ...base, message: char.repeat(5000) }).ok, char).toBe(true);
    }
  });

  it("caps the name and the email by bytes too", () => {
    expect(validateContactInput({ ...base, name: "😀".repeat(76) })).toMatchObject({
      ok: false,
      fields: { name: expect.stringContaining("300 bytes") },
    });
    expect(validateContactInput({ ...base, name: "😀".repeat(75) }).ok).toBe(true);
    const wide = `${"ü".repeat(63)}@${"ö".repeat(63)}.${"ö".repeat(60)}.example`;
    expect(validateContactInput({ ...base, email: wide })).toMatchObject({
      ok: false,
      fields: { email: expect.stringContaining("254 bytes") },
    });
  });

  it("never accepts a field over its byte cap (property)", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", maxLength: 120 }),
        fc.string({ unit: "binary", maxLength: 5100 }),
        (name, message) => {
          const result = validateContactInput({ ...base, name, message });
          if (!result.ok) return;
          expect(utf8(result.value.name)).toBeLessThanOrEqual(contactLimits.nameMaxBytes);
          expect(utf8(result.value.message)).toBeLessThanOrEqual(contactLimits.messageMaxBytes);
          expect(utf8(result.value.email)).toBeLessThanOrEqual(contactLimits.emailMaxBytes);
        },
      ),
    );
  });
});

describe("characters that disguise a sender", () => {
  const base = { name: "Ada", email: "ada@example.com", phone: "+1 555 0100", message: "Hi" };

  it("refuses control characters and bidirectional overrides in every field, naming it", () => {
    const cases: Array<[keyof typeof base, string]> = [
      ["name", "Ada\u0000"],
      ["name", "Ada\u0007Lovelace"],
      ["name", "Ada\nBcc: x@example.com"],
      ["name", "Ada\u2028Lovelace"],
      ["name", "\u202Eecalevol adA"],
      ["name", "Ada \u2066moc.elpmaxe\u2069"],
      ["email", "ada\u202E@example.com"],
      ["email", "ad\u200Ba@example.com"],
      ["phone", "+1 555\u0000 0100"],
      ["message", "Please pay \u202Eoo.001$\u202C now"],
      ["message", "Hi\u001B[31m"],
    ];
    for (const [field, value] of cases) {
      const result = validateContactInput({ ...base, [field]: value });
      expect(result.ok, JSON.stringify(value)).toBe(false);
      if (result.ok) continue;
      expect(Object.keys(result.fields)).toEqual([field]);
      expect(result.fields[field]).toMatch(/control characters or characters that change the direction/);
    }
  });

  it("keeps line breaks and tabs in the message, and right-to-left text and its marks anywhere", () => {
    for (const input of [
      { ...base, message: "Line 1\r\nLine 2\n\tindented" },
      { ...base, name: "אדה לאבלייס" },
      { ...base, name: "Ada \u200F(עברית)\u200E" },
      { ...base, name: "👩‍💻 Ada" }, // a joiner (\p{Cf}) inside an emoji is part of the name
      { ...base, message: "سلام، می‌خواهم صحبت کنیم" }, // a zero-width non-joiner in Persian
    ]) {
      expect(validateContactInput(input).ok, JSON.stringify(input)).toBe(true);
    }
  });
});
