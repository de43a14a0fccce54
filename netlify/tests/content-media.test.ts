/**
 * The media library's API, as the editor's Images part uses it: the real content handler under
 * `pnpm dev` (a copy of the site's content folder, on a real local Blobs server for the admin
 * gate) and on a deploy against the GitHub stand-in. It lists every uploaded image with its size
 * and, a publish's `removeImages` deletes the unused ones, refuses one the content still shows
 * and then changes nothing, and a repeated deletion is no change.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { ContentImageReceived, ContentMedia, ContentPublished, ContentSnapshot } from "@pmfolio/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  answerJson,
  callContent,
  CONTENT_PASSWORD,
  callingTheContentFunction,
  onCopyOfSiteContent,
} from "./helpers/content-api";
import { siteContentIn } from "./helpers/content-folder";
import { publishThrough, startGitHubStandIn, type GitHubStandIn } from "./helpers/github-stand-in";
import { imageFixture, imageParts } from "./helpers/image-upload";

const TOKEN = "github_pat_11AAAAAAA0media";
const REPO = "jordan/portfolio";

callingTheContentFunction();

const media = () => answerJson<ContentMedia>(callContent("?media"));
const snapshot = () => answerJson<ContentSnapshot>(callContent(""));
const publish = (body: object, status = 200) =>
  answerJson<ContentPublished & { problems?: string[]; error?: string }>(
    callContent("", { method: "POST", body: JSON.stringify(body) }),
    status,
  );
async function upload(name: string, format: string) {
  const [part] = imageParts(name, imageFixture(format));
  const received = await answerJson<ContentImageReceived>(
    callContent("/images", { method: "POST", body: JSON.stringify(part) }),
  );
  if (!received.complete) throw new Error("a one-part upload completes");
  return received.image;
}
/** profile.json showing `image` as the portrait. */
const withPortrait = (text: string, image: { path: string; width: number; height: number }) =>
  `${JSON.stringify(
    {
      ...(JSON.parse(text) as object),
      portrait: { src: `/${image.path}`, alt: "Jordan", width: image.width, height: image.height },
    },
    null,
    2,
  )}\n`;

/**
 * Two uploads, one shown as the portrait and published: the library lists both, deletes the
 * unused one, refuses the used one, and a second deletion of the first changes nothing.
 */
async function deletesOnlyTheUnused(imagesThere: () => string[]) {
  const used = await upload("Used portrait.png", "png");
  const unused = await upload("Unused picture.jpg", "jpg");
  const loaded = await snapshot();
  const shown = await publish({
    revision: loaded.revision,
    files: { "profile.json": withPortrait(loaded.files["profile.json"]!, used) },
    images: { [used.path]: used.ref, [unused.path]: unused.ref },
  });

  const listed = await media();
  expect(listed.revision).toBe(shown.revision);
  expect(listed.images).toEqual(
    expect.arrayContaining([
      { path: used.path, bytes: used.bytes, width: 7, height: 5 },
      expect.objectContaining({ path: unused.path, bytes: unused.bytes }),
    ]),
  );

  const refused = await publish({ revision: shown.revision, files: {}, removeImages: [used.path] }, 400);
  expect(refused.problems).toEqual([
    `content/${used.path}: is still shown by content/profile.json, so it stays`,
  ]);
  expect(imagesThere()).toEqual(expect.arrayContaining([used.path, unused.path]));

  const removed = await publish({ revision: shown.revision, files: {}, removeImages: [unused.path] });
  expect(removed.changed).toEqual([unused.path]);
  expect(imagesThere()).toContain(used.path);
  expect(imagesThere()).not.toContain(unused.path);
  expect((await media()).images.map(({ path }) => path)).not.toContain(unused.path);

  const again = await publish({ revision: removed.revision, files: {}, removeImages: [unused.path] });
  expect(again).toMatchObject({ revision: removed.revision, changed: [] });
}

describe("under pnpm dev", () => {
  const folder = onCopyOfSiteContent();
  const onDisk = () =>
    existsSync(path.join(folder(), "images"))
      ? readdirSync(path.join(folder(), "images")).map((name) => `images/${name}`)
      : [];

  it("lists the images on disk with their sizes, and deletes only the unused", async () => {
    await deletesOnlyTheUnused(onDisk);
    // Sized from the file itself, used or not.
    expect((await media()).images.every(({ width, height }) => width === 7 && height === 5)).toBe(true);
  });

  it("refuses a removal that is not an uploaded image's name, and deletes nothing", async () => {
    const image = await upload("Keep me.png", "png");
    const { revision } = await snapshot();
    for (const removeImages of [["profile.json"], ["images/../profile.json"], "images/x.png", [42]]) {
      const refused = await publish({ revision, files: {}, removeImages }, 400);
      expect(refused.error).toMatch(/^Send "removeImages" as a list of at most 100 uploaded images' names/);
    }
    expect(onDisk()).toEqual([image.path]);
    expect(existsSync(path.join(folder(), "profile.json"))).toBe(true);
  });
});

describe("on a deploy (GitHub)", () => {
  let github: GitHubStandIn;
  beforeEach(async () => {
    github = await startGitHubStandIn({ token: TOKEN, repo: REPO, files: siteContentIn("site/content") });
    publishThrough(github, { token: TOKEN, repo: REPO, password: CONTENT_PASSWORD });
  });
  afterEach(() => github.close());
  const inRepository = () =>
    Object.keys(github.files())
      .filter((name) => name.startsWith("site/content/images/"))
      .map((name) => name.slice("site/content/".length));

  it("lists the branch's images, sized from the fields that show them, and deletes only the unused in one commit", async () => {
    await deletesOnlyTheUnused(inRepository);
    expect(github.log()[0]!.message).toMatch(
      /^Content: images\/unused-picture-[0-9a-f]{8}\.jpg \(deleted\)$/,
    );
    // The unused image's pixels are not read: the listing gives its bytes alone.
    const calls = github.calls.length;
    expect((await media()).images).toEqual([
      {
        path: expect.stringMatching(/^images\/used-portrait-/),
        bytes: expect.any(Number),
        width: 7,
        height: 5,
      },
    ]);
    expect(github.calls.slice(calls).every((each) => each.startsWith("GET /repos/"))).toBe(true);
  });
});
