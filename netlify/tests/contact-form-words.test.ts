import { expect, it } from "vitest";
import { siteLabels } from "../../packages/kit/src/labels/siteLabels";
import { contactFormWords } from "@pmfolio/netlify";

// The page answering a form posted without script draws the form the kit's island draws: the
// backend package carries its own copy of the words (a function must not carry the kit), held here.
it("the backend's contact form words are the kit's English labels", () => {
  const { name, email, phone, optional, message, website, send } = siteLabels.contactForm;
  expect(contactFormWords).toEqual({ name, email, phone, optional, message, website, send });
});
