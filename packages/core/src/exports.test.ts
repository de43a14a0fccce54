import { expect, it } from "vitest";
import * as core from "./index";

// The core package's public API changes only on purpose: update with `vitest run packages/core/src/exports.test.ts -u`.
it("exports exactly these names", () => {
  expect(Object.keys(core).sort()).toMatchSnapshot();
});
