import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { toJsonSchema } from "@valibot/to-json-schema";
import { ContentError, projectFileSchema } from "@pmfolio/core";
import { contentFolder, readContent } from "@pmfolio/site/build/readContent";

// Each test changes a copy of the sample owner's files (this folder), as the build reads them.
const sample = contentFolder();
const copies: string[] = [];
afterEach(() => {
  for (const copy of copies.splice(0)) rmSync(copy, { recursive: true, force: true });
});

function copyOfSample(): string {
  const copy = mkdtempSync(path.join(tmpdir(), "pmfolio-content-"));
  copies.push(copy);
  cpSync(sample, copy, { recursive: true, filter: (file) => !file.endsWith(".ts") });
  return copy;
}

/** A copy of the sample with one file's data changed by `edit`. */
function withEdit<T>(name: string, edit: (data: T) => void): string {
  const copy = copyOfSample();
  const file = path.join(copy, name);
  const data = JSON.parse(readFileSync(file, "utf8")) as T;
  edit(data);
  writeFileSync(file, JSON.stringify(data));
  return copy;
}

interface MagicLeap {
  icon: string;
  icn?: string;
  image: { width: number };
  page: { blocks: Array<{ type: string }> };
}

/** What reading the folder reports, its files shown as under "content/". */
function problemsOf(folder: string): string {
  try {
    readContent(folder, "content");
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
  throw new Error("the content was accepted");
}

describe("readContent", () => {
  it("puts the sample's files together, projects in the order projects.json gives", () => {
    const content = readContent(sample);
    expect(content.profile.name).toBe("Jordan Lee");
    expect(content.projects.map((project) => project.slug)).toEqual([
      "personal-cloud",
      "mobile-self-service",
      "payments-risk",
      "magic-leap",
      "interview-coach",
    ]);
    expect(content.experience[0]?.current).toBe(true);
    expect(content.tools.length).toBeGreaterThan(0);
  });

  it("a missing required field names the file, the field's path and why the field is there", () => {
    const folder = withEdit<{ page: { blocks: unknown[] } }>("projects/interview-coach.json", (project) => {
      project.page.blocks.splice(2, 0, {
        type: "image",
        image: { src: "/images/coach.png", width: 800, height: 600 },
      });
    });
    expect(problemsOf(folder)).toMatchInlineSnapshot(`
      "The content has a mistake:
        content/projects/interview-coach.json: page.blocks[2].image.alt is required (describe the picture for people who cannot see it)"
    `);
  });

  it("a wrong type says what was expected and what was found", () => {
    const folder = withEdit<{ highlights: Array<{ value: unknown }>; paragraphs: unknown }>(
      "about.json",
      (about) => {
        about.highlights[0]!.value = 9;
        about.paragraphs = "One paragraph";
      },
    );
    expect(problemsOf(folder)).toMatchInlineSnapshot(`
      "The content has 2 mistakes:
        content/about.json: paragraphs should be a list ([ … ]), not "One paragraph"
        content/about.json: highlights[0].value should be text, not 9"
    `);
  });

  it("a misspelt field, an unknown icon or block and a bad size are each named", () => {
    const folder = withEdit<MagicLeap>("projects/magic-leap.json", (project) => {
      project.icn = project.icon;
      project.icon = "glases";
      project.image.width = 0;
      project.page.blocks[0]!.type = "overvue";
    });
    expect(problemsOf(folder)).toMatchInlineSnapshot(`
      "The content has 4 mistakes:
        content/projects/magic-leap.json: image.width should be a size in pixels, 1 or more, not 0 (the image's width in pixels, so the page keeps its place while it loads)
        content/projects/magic-leap.json: icon should be one of "cloud", "smartphone", "glasses", "mic", "chart", "users", "target", "sparkles", "rocket", "award", "briefcase", "mail", "calendar", "linkedin", "download", "map-pin", "phone", "layers", "compass", "message", "shield", "zap", "clock", "trending-up", "check", "external", "arrow-left", "menu", "close", "trash", "logout", "github", "dribbble", "behance", "x", "mastodon", "instagram", "youtube", "medium", "link", "chevron-left", "chevron-right", "play", not "glases"
        content/projects/magic-leap.json: page.blocks[0].type should be one of "overview", "features", "vision", "problem", "audience", "delivered", "metrics", "achievements", "roadmap", "techStack", "image", "gallery", "video", "quote", not "overvue" (which kind of block this is)
        content/projects/magic-leap.json: icn is not a field here (check its spelling, or remove it)"
    `);
  });

  it("files: broken JSON, a missing file, and a project file that projects.json does not list", () => {
    const copy = copyOfSample();
    writeFileSync(path.join(copy, "site.json"), '{ "url": "https://example.com", }');
    cpSync(path.join(copy, "projects/magic-leap.json"), path.join(copy, "projects/side-quest.json"));
    rmSync(path.join(copy, "skills.json"));
    expect(problemsOf(copy)).toMatchInlineSnapshot(`
      "The content has 3 mistakes:
        content/site.json: is not valid JSON (Expected double-quoted property name in JSON at position 32 (line 1 column 33))
        content/skills.json is missing
        content/projects/side-quest.json: not listed in content/projects.json's order, so the site would not show it (add "side-quest" there, or delete the file)"
    `);
  });

  it("optional things are optional: a project with only a title and a description", () => {
    const folder = withEdit<Record<string, unknown>>("projects/magic-leap.json", (project) => {
      for (const key of Object.keys(project))
        if (key !== "title" && key !== "description") delete project[key];
    });
    const project = readContent(folder, "content").projects.find((p) => p.slug === "magic-leap");
    expect(project).toEqual({
      slug: "magic-leap",
      title: expect.any(String),
      description: expect.any(String),
    });
  });

  it("converts to JSON Schema, for tools that are not TypeScript", () => {
    const schema = toJsonSchema(projectFileSchema, { errorMode: "ignore" });
    expect(schema.required).toEqual(["title", "description"]);
    expect(schema.additionalProperties).toBe(false);
  });
});
