import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";

// Netlify runs functions on the build's NODE_VERSION; locally `netlify serve` runs them on the
// Node that started it. Either way it must be the version .nvmrc and netlify.toml name.
test("the functions run on the Node version the project pins", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  const { node } = (await response.json()) as { node: string };
  console.log(`functions run on Node ${node}`);
  const pinned = readFileSync(".nvmrc", "utf8").trim();
  expect(readFileSync("netlify.toml", "utf8")).toContain(`NODE_VERSION = "${pinned}"`);
  expect(node).toMatch(new RegExp(`^v${pinned}\\.`));
});
