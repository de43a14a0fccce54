import { expect, it } from "vitest";
import * as kit from "./index";
import * as owner from "./owner/index";

// The kit's public API changes only on purpose: update with `vitest run packages/kit/src/exports.test.ts -u`.
it("exports exactly these names", () => {
  expect(Object.keys(kit).sort()).toMatchSnapshot();
});

it("exports exactly these names from @pmfolio/kit/owner", () => {
  expect(Object.keys(owner).sort()).toMatchSnapshot();
});

it("keeps the owner's components and words out of the root entry", () => {
  expect(Object.keys(owner).filter((name) => name in kit)).toEqual([]);
  expect(JSON.stringify(kit.defaultLabels)).not.toContain("Contact Form Submissions");
});
