import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ContentError, uploadedImageVariants } from "@pmfolio/core";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { contentFolder, readContent, readContentByLanguage } from "./readContent";

const copies: string[] = [];
afterEach(() => {
  for (const copy of copies.splice(0)) rmSync(copy, { recursive: true, force: true });
});

/** A copy of the sample owner's content folder with its profile changed by `edit`. */
function contentWithProfile(edit: (profile: Record<string, unknown>) => Record<string, unknown>): string {
  const copy = mkdtempSync(path.join(tmpdir(), "pmfolio-read-content-"));
  copies.push(copy);
  cpSync(contentFolder(), copy, { recursive: true, filter: (file) => !file.endsWith(".test.ts") });
  const file = path.join(copy, "profile.json");
  const profile = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  writeFileSync(file, JSON.stringify(edit(profile), null, 2));
  return copy;
}

/** The lines the build prints for the folder's content, or [] when it reads. */
function problemsOf(folder: string): readonly string[] {
  try {
    readContentByLanguage(folder, "content");
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

describe("readContent", () => {
  it("fails the build on an empty name with the file, the field and why the field is there", () => {
    expect(problemsOf(contentWithProfile((profile) => ({ ...profile, name: "" })))).toEqual([
      "content/profile.json: name is empty (shown as the owner's name, and made into the initials of the navigation)",
    ]);
  });

  it("fails on an address that is not one, and reads a profile without any", () => {
    expect(problemsOf(contentWithProfile((profile) => ({ ...profile, email: "not-an-email" })))).toEqual([
      expect.stringMatching(/^content\/profile\.json: email should be an email address such as/),
    ]);
    const folder = contentWithProfile(({ email: _shown, ...profile }) => profile);
    expect(readContent(folder, "content").profile.email).toBeUndefined();
  });

  it("fails on a post's front matter and a picture it lacks, with the other files' mistakes, each with its file and field", () => {
    const folder = contentWithProfile((profile) => ({ ...profile, name: "" }));
    writeFileSync(
      path.join(folder, "posts", "bad-date.md"),
      "---\ntitle: A post\ndate: 14.03.2026\nsummary: Short.\n---\n\nText.\n",
    );
    writeFileSync(
      path.join(folder, "posts", "lost-picture.de.md"),
      "---\ntitle: Ein Artikel\ndate: 2026-03-14\nsummary: Kurz.\n---\n\n![Ein Bild](/images/nowhere.png)\n",
    );
    expect(problemsOf(folder)).toEqual([
      expect.stringMatching(/^content\/profile\.json: name is empty/),
      expect.stringMatching(/^content\/posts\/bad-date\.md: date should be a date written as "2026-03-14"/),
      expect.stringMatching(
        /^content\/posts\/lost-picture\.de\.md: the text shows \/images\/nowhere\.png, which is not an image of the site/,
      ),
    ]);
  });

  it("gives each language its published posts, newest first, their covers and pictures sized from the files", () => {
    const { posts } = readContentByLanguage(contentFolder(), "content");
    expect(Object.keys(posts)).toEqual(["en", "de"]);
    const dates = posts.en!.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of [...posts.en!, ...posts.de!]) {
      if (post.cover) expect(post.cover.width && post.cover.height, post.file).toBeGreaterThan(0);
      for (const [src, size] of Object.entries(post.images))
        expect(size.width * size.height, `${post.file} ${src}`).toBeGreaterThan(0);
    }
  });

  it("gives every uploaded image the widths and WebP the build makes of it: fields, covers and a post's pictures", async () => {
    const portrait = { src: "/images/me-0a1b2c3d.png", alt: "Me", width: 1000, height: 800 };
    const folder = contentWithProfile((profile) => ({ ...profile, portrait }));
    mkdirSync(path.join(folder, "images"));
    writeFileSync(
      path.join(folder, "images", "me-0a1b2c3d.png"),
      await sharp({ create: { width: 1000, height: 800, channels: 3, background: "#0f766e" } })
        .png()
        .toBuffer(),
    );
    writeFileSync(
      path.join(folder, "posts", "pictured.md"),
      "---\ntitle: Pictured\ndate: 2026-03-14\nsummary: Short.\ncover:\n  src: /images/me-0a1b2c3d.png\n  alt: Me\n---\n\n![Me](/images/me-0a1b2c3d.png)\n",
    );
    const variants = uploadedImageVariants("images/me-0a1b2c3d.png", 1000);
    expect(variants.sources?.[0]?.type).toBe("image/webp");
    const { byLanguage, posts } = readContentByLanguage(folder, "content");
    for (const language of ["en", "de"])
      expect(byLanguage[language]!.profile.portrait).toEqual({ ...portrait, ...variants });
    const post = posts.en!.find((each) => each.slug === "pictured")!;
    expect(post.cover).toEqual({ src: portrait.src, alt: "Me", width: 1000, height: 800, ...variants });
    expect(post.images[portrait.src]).toEqual({ width: 1000, height: 800, ...variants });
    // The file itself keeps what the owner wrote.
    expect(JSON.parse(readFileSync(path.join(folder, "profile.json"), "utf8")).portrait).toEqual(portrait);
  });
});
