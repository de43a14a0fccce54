import { expect, it } from "vitest";
import * as kit from "./index";

// The kit's public API changes only on purpose: update with `vitest run packages/kit/src/exports.test.ts -u`.
it("exports exactly these names", () => {
  expect(Object.keys(kit).sort()).toMatchSnapshot();
});
