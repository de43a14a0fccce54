import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// A copy of the sample's content, edited as the owner would in the editor.
const sample = path.resolve(import.meta.dirname, "../../../site/content");
let folder: string;

function edit(file: string, change: (json: Record<string, unknown>) => void) {
  const at = path.join(folder, file);
  const json = JSON.parse(readFileSync(at, "utf8")) as Record<string, unknown>;
  change(json);
  writeFileSync(at, JSON.stringify(json));
}

/** The route table read from the edited copy (the modules read the content when first imported). */
async function routesOf() {
  vi.resetModules();
  vi.stubEnv("PMFOLIO_CONTENT_DIR", folder);
  return import("./siteRoutes");
}

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), "pmfolio-titles-"));
  cpSync(sample, folder, { recursive: true });
});

afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(folder, { recursive: true, force: true });
});

describe("page titles", () => {
  it("follow the profile's name and headline, in each language", async () => {
    edit("profile.json", (profile) => {
      profile.name = "Priya Raman";
      profile.headline = { en: "Head of Product", de: "Produktleiterin" };
    });
    const { headFor, siteRoutes } = await routesOf();
    expect(headFor("/").title).toBe("Priya Raman — Head of Product");
    expect(headFor("/de/").title).toBe("Priya Raman — Produktleiterin");
    // Every other page names the owner after what it is.
    for (const route of siteRoutes)
      expect(route.head.title, route.path).toMatch(/ — Priya Raman$|^Priya Raman — /);
    expect(headFor("/de/resume").title).toBe("Lebenslauf — Priya Raman");
    expect(headFor("/no-such-page").title).toMatch(/ — Priya Raman$/);
  });
});
