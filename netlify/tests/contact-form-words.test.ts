import { expect, it } from "vitest";
import { contactMessages } from "@pmfolio/core";
import { germanSiteLabels } from "../../packages/kit/src/labels/germanSiteLabels";
import { siteLabels } from "../../packages/kit/src/labels/siteLabels";

// The page answering a form posted without script draws the form the kit's island draws: the
// backend reads the words from core's message tables (a function must not carry the kit), and the
// kit's label sets take theirs from the same tables; held here, should a label set ever write its own.
it("the backend's contact form words are the kit's labels, in each language the kit ships", () => {
  for (const [language, labels] of [
    ["en", siteLabels],
    ["de", germanSiteLabels],
  ] as const) {
    const { name, email, phone, optional, message, website, send } = labels.contactForm;
    expect(contactMessages[language]!.form, language).toEqual({
      name,
      email,
      phone,
      optional,
      message,
      website,
      send,
    });
  }
});
