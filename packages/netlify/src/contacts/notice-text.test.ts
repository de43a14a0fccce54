import { describe, expect, it } from "vitest";
import { headerText } from "../notify/message";
import { ownerEmail } from "./notice-text";
import { storedSubmission } from "../../../core/src/contact/fixtures/submissions";

describe("what reaches a mail header", () => {
  it("carries no invisible formatting character (\\p{Cf}), whatever is stored", () => {
    // Stored before contact fields refused these, or by a path that does not validate.
    const submission = storedSubmission({ name: "\u202Eecalevol\u200B adA\u2066\uFEFF" });
    const mail = ownerEmail(submission, "https://example.com/admin/contacts");
    for (const header of [mail.subject, mail.replyTo!.name]) {
      expect(header).not.toMatch(/\p{Cf}/u);
      expect(header).toContain("ecalevol adA");
    }
    expect(headerText("a\u200Db\u00ADc\u2069")).toBe("abc");
  });
});
