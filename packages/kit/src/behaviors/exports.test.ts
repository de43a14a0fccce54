import { expect, it } from "vitest";
import * as behaviors from "./index";

// The framework-free entry's public API changes only on purpose, like the main entry's.
it("exports exactly these names", () => {
  expect(Object.keys(behaviors).sort()).toMatchSnapshot();
});
