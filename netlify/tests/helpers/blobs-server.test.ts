import { getStore } from "@netlify/blobs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBlobs, type TestBlobs } from "./blobs-server";

// The local Blobs server serves `pnpm dev` and every storage test. Its listing walks the
// store's folder while writes land (each a temporary file renamed into place); unpatched,
// an entry vanishing mid-walk ended the walk and the listing silently came back short,
// and a temporary file caught mid-write was listed as a blob.
let blobs: TestBlobs;
beforeAll(async () => {
  blobs = await startBlobs();
});
afterAll(() => blobs.close());

describe("the local Blobs server (patched, see pnpm-workspace.yaml)", () => {
  it("lists every stored blob, and nothing else, while other writes land in the same folders", async () => {
    const store = getStore({ name: "listing-under-writes", consistency: "strong" });
    const kept = Array.from({ length: 40 }, (_, i) => `d/${i % 4}/kept-${i}`);
    await Promise.all(kept.map((key) => store.set(key, "x")));

    let writing = true;
    const writes = (async () => {
      for (let round = 0; writing && round < 150; round += 1) {
        await Promise.all(
          Array.from({ length: 8 }, (_, i) => store.set(`d/${i % 4}/churn-${round}-${i}`, "y")),
        );
      }
    })();
    const listings = [];
    for (let i = 0; i < 12; i += 1) {
      const { blobs: listed } = await store.list({ prefix: "d/" });
      listings.push(listed.map(({ key }) => key));
    }
    writing = false;
    await writes;

    for (const keys of listings) {
      expect(keys).toEqual(expect.arrayContaining(kept));
      // A write's temporary file (".{random}") is not a blob.
      expect(keys.filter((key) => /\/\.[0-9a-z]+$/.test(key))).toEqual([]);
    }
  });
});
