/**
 * Publishing under `pnpm dev`: the real content handler against a real local Blobs server (the
 * admin gate's throttle) and a temporary copy of the site's content folder. A publish writes
 * only the changed field's line, refuses a stale revision, content that would not build and any
 * name outside the content files, and writes nothing when it refuses.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { getStore } from "@netlify/blobs";
import path from "node:path";
import {
  contentImageLimits,
  type ContentImageReceived,
  type ContentPublished,
  type ContentSnapshot,
} from "@pmfolio/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { imageSize } from "image-size";
import handler from "../functions/content.mjs";
import { responsiveImageFiles } from "../../packages/site/build/contentImages";
import { blobsForFile } from "./helpers/blobs-for-file";
import { CONTENT_PASSWORD as PASSWORD, callContent } from "./helpers/content-api";
import { testContext } from "./helpers/blobs-server";
import { copyOfSiteContent, folderState } from "./helpers/content-folder";
import { imageFixture, imageParts } from "./helpers/image-upload";

const auth = { Authorization: `Bearer ${PASSWORD}` };

blobsForFile();
let content: ReturnType<typeof copyOfSiteContent>;
beforeEach(() => {
  content = copyOfSiteContent();
  process.env.ADMIN_PASSWORD = PASSWORD;
  process.env.PMFOLIO_CONTENT_DIR = content.folder;
});
afterEach(() => {
  content.remove();
  for (const name of ["ADMIN_PASSWORD", "PMFOLIO_CONTENT_DIR", "CONTEXT", "ADMIN_SESSION_SECRET"])
    delete process.env[name];
});

const get = () => handler(new Request("http://localhost/api/content", { headers: auth }), testContext());

function post(body: unknown, headers: Record<string, string> = auth) {
  return handler(
    new Request("http://localhost/api/content", {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
    testContext(),
  );
}

async function snapshot(): Promise<ContentSnapshot> {
  const res = await get();
  expect(res.status).toBe(200);
  return (await res.json()) as ContentSnapshot;
}

/** profile.json's text with `change` applied to its data, as an editor would send it. */
function editedProfile(files: Record<string, string>, change: (profile: Record<string, unknown>) => void) {
  const profile = JSON.parse(files["profile.json"]!) as Record<string, unknown>;
  change(profile);
  return JSON.stringify(profile);
}

/** Publishes, at `loaded`'s revision, its profile.json with `change` applied, and `files` beside it. */
function publishProfile(
  loaded: ContentSnapshot,
  change: (profile: Record<string, unknown>) => void,
  files: Record<string, string> = {},
) {
  return post({
    revision: loaded.revision,
    files: { "profile.json": editedProfile(loaded.files, change), ...files },
  });
}

describe("GET /api/content under pnpm dev", () => {
  it("answers every content file by name with a revision, publishing to disk", async () => {
    const loaded = await snapshot();
    expect(loaded.target).toBe("disk");
    expect(loaded.readOnly).toBeUndefined();
    expect(Object.keys(loaded.files)).toEqual(
      expect.arrayContaining(["profile.json", "site.json", "projects.json", "projects/magic-leap.json"]),
    );
    expect(loaded.files["profile.json"]).toBe(folderState(content.folder)["profile.json"]);
    expect(loaded.revision).toMatch(/^files-[0-9a-f]{40}$/);
  });

  it("refuses a request without the owner's credential", async () => {
    const res = await handler(new Request("http://localhost/api/content"), testContext());
    expect(res.status).toBe(401);
  });
});

describe("POST /api/content under pnpm dev", () => {
  it("writes the changed field's one line, and answers the new revision", async () => {
    const loaded = await snapshot();
    const before = folderState(content.folder);
    // Sent compact, as JSON.stringify gives it: the file is written in the repository's format.
    const res = await publishProfile(loaded, (p) => (p.headline = "Principal Product Manager"));
    expect(res.status).toBe(200);
    const published = (await res.json()) as ContentPublished;
    expect(published.changed).toEqual(["profile.json"]);
    expect(published.commitUrl).toBeUndefined();

    const after = folderState(content.folder);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    const lines = (text: string) => text.split("\n");
    const changedLines = lines(after["profile.json"]!).filter(
      (line, i) => line !== lines(before["profile.json"]!)[i],
    );
    expect(changedLines).toEqual(['  "headline": "Principal Product Manager",']);
    expect(lines(after["profile.json"]!)).toHaveLength(lines(before["profile.json"]!).length);
    for (const name of Object.keys(before).filter((name) => name !== "profile.json"))
      expect(after[name], name).toBe(before[name]);

    expect(published.revision).not.toBe(loaded.revision);
    expect((await snapshot()).revision).toBe(published.revision);
  });

  it("keeps a site's own layout: files written by JSON.stringify change only the changed lines", async () => {
    // As the create command writes a new site's files: every array one item a line.
    for (const name of ["profile.json", "projects.json"]) {
      const file = path.join(content.folder, name);
      writeFileSync(file, `${JSON.stringify(JSON.parse(readFileSync(file, "utf8")), null, 2)}\n`);
    }
    const loaded = await snapshot();
    const before = folderState(content.folder);
    const order = (JSON.parse(loaded.files["projects.json"]!) as { order: string[] }).order;
    const res = await publishProfile(loaded, (p) => (p.headline = "Principal Product Manager"), {
      "projects.json": JSON.stringify({ order: [order[1], order[0], ...order.slice(2)] }),
    });
    expect(res.status).toBe(200);
    const after = folderState(content.folder);
    const changed = (name: string) => {
      const was = before[name]!.split("\n");
      const now = after[name]!.split("\n");
      expect(now, name).toHaveLength(was.length);
      return now.filter((line, i) => line !== was[i]);
    };
    expect(changed("profile.json")).toEqual(['  "headline": "Principal Product Manager",']);
    expect(changed("projects.json")).toEqual([`    "${order[1]}",`, `    "${order[0]}",`]);
  });

  it("adds a project with its place in the order, and deletes one", async () => {
    const loaded = await snapshot();
    const order = JSON.parse(loaded.files["projects.json"]!) as { order: string[] };
    const project = JSON.parse(loaded.files["projects/magic-leap.json"]!) as Record<string, unknown>;
    const added = await post({
      revision: loaded.revision,
      files: {
        "projects.json": JSON.stringify({ order: [...order.order, "new-thing"] }),
        "projects/new-thing.json": JSON.stringify({ ...project, title: "A new thing" }),
      },
    });
    expect(added.status).toBe(200);
    expect(((await added.json()) as ContentPublished).changed).toEqual([
      "projects.json",
      "projects/new-thing.json",
    ]);
    expect(JSON.parse(folderState(content.folder)["projects/new-thing.json"]!).title).toBe("A new thing");

    const deleted = await post({
      revision: (await snapshot()).revision,
      files: { "projects.json": JSON.stringify(order), "projects/new-thing.json": null },
    });
    expect(deleted.status).toBe(200);
    expect(folderState(content.folder)["projects/new-thing.json"]).toBeUndefined();
  });

  it("refuses a stale revision with 409 and writes nothing", async () => {
    const loaded = await snapshot();
    const first = await publishProfile(loaded, (p) => (p.headline = "First tab"));
    expect(first.status).toBe(200);
    const before = folderState(content.folder);
    const second = await publishProfile(loaded, (p) => (p.tagline = "Second tab"));
    expect(second.status).toBe(409);
    expect(((await second.json()) as { error: string }).error).toMatch(
      /changed .* since you opened the editor/,
    );
    expect(folderState(content.folder)).toEqual(before);
  });

  it("refuses content the build would refuse, with every mistake, and writes nothing", async () => {
    const loaded = await snapshot();
    const before = folderState(content.folder);
    const res = await publishProfile(
      loaded,
      (p) => {
        p.headline = 42;
        delete p.name;
      },
      // A project file the order does not list: the site would not show it.
      { "projects/orphan.json": loaded.files["projects/magic-leap.json"]! },
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; problems: string[] };
    expect(body.error).toMatch(/^Not published: the content has 3 mistakes \(nothing was written\)/);
    expect(body.problems).toEqual([
      expect.stringMatching(/^content\/profile\.json: name/),
      expect.stringMatching(/^content\/profile\.json: headline/),
      expect.stringMatching(
        /^content\/projects\/orphan\.json: not listed in content\/projects\.json's order/,
      ),
    ]);
    expect(folderState(content.folder)).toEqual(before);
  });

  it("refuses text that is not JSON, naming the file", async () => {
    const loaded = await snapshot();
    const res = await post({ revision: loaded.revision, files: { "about.json": "{ not json" } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { problems: string[] }).problems).toEqual([
      expect.stringMatching(/^content\/about\.json: is not valid JSON/),
    ]);
  });

  it.each([
    ["../escape.json"],
    ["/tmp/absolute.json"],
    ["projects/../profile.json"],
    ["read.ts"],
    ["notes.txt"],
  ])("refuses the file name %s and writes nothing", async (name) => {
    const loaded = await snapshot();
    const before = folderState(content.folder);
    const res = await post({ revision: loaded.revision, files: { [name]: "{}" } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain("not a content file's name");
    expect(folderState(content.folder)).toEqual(before);
  });

  it("refuses a malformed body, a body over the limit, and other methods", async () => {
    expect((await post({ files: {} })).status).toBe(400);
    expect((await post({ revision: "x", files: { "profile.json": 1 } })).status).toBe(400);
    expect((await post("{")).status).toBe(400);
    const huge = await post({ revision: "x", files: { "about.json": "x".repeat(1024 * 1024) } });
    expect(huge.status).toBe(413);
    const put = await handler(
      new Request("http://localhost/api/content", { method: "PUT", headers: auth }),
      testContext(),
    );
    expect(put.status).toBe(405);
  });
});

describe("/api/content on a deploy without CONTENT_GIT_TOKEN", () => {
  beforeEach(() => {
    process.env.CONTEXT = "production";
    process.env.ADMIN_SESSION_SECRET = "a-session-secret-of-at-least-32-characters";
  });

  it("answers the deployed files read-only, saying what to set, and refuses a publish in the same words", async () => {
    const loaded = await snapshot();
    expect(loaded.target).toBe("git");
    expect(loaded.readOnly).toMatch(/no CONTENT_GIT_TOKEN/);
    expect(loaded.readOnly).toMatch(/"Contents: read and write"/);
    const before = folderState(content.folder);
    const res = await publishProfile(loaded, (p) => (p.headline = "Nope"));
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: string }).error).toBe(loaded.readOnly);
    expect(folderState(content.folder)).toEqual(before);
  });
});

describe("POST /api/content/images under pnpm dev", () => {
  const upload = (body: unknown) => callContent("/images", { method: "POST", body: JSON.stringify(body) });

  it.each([
    ["jpg", "image/jpeg"],
    ["png", "image/png"],
    ["webp", "image/webp"],
    ["avif", "image/avif"],
  ])("stores a %s beside the content, its width and height read", async (format, type) => {
    const bytes = imageFixture(format);
    const [part] = imageParts(`My Portrait (2024).${format.toUpperCase()}`, bytes);
    const res = await upload(part);
    expect(res.status).toBe(200);
    const received = (await res.json()) as ContentImageReceived;
    expect(received).toEqual({
      complete: true,
      image: {
        path: expect.stringMatching(new RegExp(`^images/my-portrait-2024-[0-9a-f]{8}\\.${format}$`)),
        type,
        width: 7,
        height: 5,
        bytes: bytes.length,
        ref: expect.any(String),
      },
    });
    const { image } = received as Extract<ContentImageReceived, { complete: true }>;
    expect(image.ref).toBe(image.path);
    expect(readFileSync(path.join(content.folder, image.path))).toEqual(bytes);
  });

  it("takes an image of exactly 5 MB in two parts, the first kept until the second arrives", async () => {
    const bytes = Buffer.concat([imageFixture("png"), Buffer.alloc(contentImageLimits.maxBytes - 95)]);
    const parts = imageParts("big.png", bytes);
    expect(parts).toHaveLength(2);
    const first = await upload(parts[0]);
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ complete: false, received: 1 });
    const second = await upload(parts[1]);
    expect(second.status).toBe(200);
    const { image } = (await second.json()) as Extract<ContentImageReceived, { complete: true }>;
    expect(image.bytes).toBe(contentImageLimits.maxBytes);
    expect(readFileSync(path.join(content.folder, image.path)).length).toBe(contentImageLimits.maxBytes);
  });

  it("refuses an image over 5 MB, saying so, and stores nothing", async () => {
    const bytes = Buffer.concat([imageFixture("png"), Buffer.alloc(contentImageLimits.maxBytes)]);
    const parts = imageParts("huge.png", bytes);
    expect((await upload(parts[0])).status).toBe(202);
    const res = await upload(parts[1]);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toBe(
      '"huge.png" was not added: it is 5.0 MB, over the 5.0 MB limit. Make it smaller (a portrait needs no more than 2000 pixels across) and upload it again. Nothing was stored.',
    );
    expect(existsSync(path.join(content.folder, "images"))).toBe(false);
    // The first part waited in Blobs; it is gone once the upload ended.
    expect((await getStore({ name: "content-uploads", consistency: "strong" }).list()).blobs).toEqual([]);
  });

  it.each([
    ["a GIF", imageFixture("gif"), "it is a GIF image. Upload a JPEG, PNG, WebP or AVIF file."],
    [
      "an SVG",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="7" height="5"/>'),
      "it is an SVG image.",
    ],
    ["text", Buffer.from("not a picture at all"), "it is not an image this site can show."],
  ])("refuses %s by its bytes, saying why, and stores nothing", async (_kind, bytes, why) => {
    const [part] = imageParts("picture.png", bytes);
    const res = await upload(part);
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: string }).error).toContain(why);
    expect(existsSync(path.join(content.folder, "images"))).toBe(false);
  });

  it.each(["jpg", "png", "webp", "avif"])(
    "refuses a %s cut short, whose header still reads but which the build cannot decode, and stores nothing",
    async (format) => {
      // An 800 × 500 picture made with sharp, its last 40 % cut off.
      const cut = readFileSync(path.join(import.meta.dirname, "fixtures/images", `800x500-cut.${format}`));
      // What the upload used to check passes, and the build's own step fails.
      expect(imageSize(cut)).toMatchObject({ width: 800, height: 500 });
      await expect(responsiveImageFiles(`images/cut.${format}`, cut)).rejects.toThrow();

      const res = await upload(imageParts(`cut.${format}`, cut)[0]);
      expect(res.status).toBe(415);
      expect(((await res.json()) as { error: string }).error).toBe(
        `"cut.${format}" was not added: it could not be read to the end: the file is damaged or cut short, and the site could not be built with it. Save or export the picture again, then upload it. Nothing was stored.`,
      );
      expect(existsSync(path.join(content.folder, "images"))).toBe(false);
    },
  );

  it("deletes the parts of uploads abandoned before yesterday, and finds a part kept the day before", async () => {
    const store = getStore({ name: "content-uploads", consistency: "strong" });
    await store.set("parts/2029-12-01/abandoned-upload-0001/0", "old");
    const now = vi.spyOn(Date, "now").mockReturnValue(Date.parse("2030-01-10T23:59:59Z"));
    try {
      const parts = imageParts(
        "late.png",
        Buffer.concat([imageFixture("png"), Buffer.alloc(contentImageLimits.partBytes)]),
      );
      expect((await upload(parts[0])).status).toBe(202);
      const keys = (await store.list()).blobs.map(({ key }) => key);
      expect(keys).toEqual([`parts/2030-01-10/${parts[0]!.upload}/0`]);
      // The last part arrives after midnight.
      now.mockReturnValue(Date.parse("2030-01-11T00:00:01Z"));
      expect((await upload(parts[1])).status).toBe(200);
      expect((await store.list()).blobs).toEqual([]);
    } finally {
      now.mockRestore();
    }
  });

  it("refuses a malformed part and a second part whose first never arrived", async () => {
    expect((await upload({ name: "x.png", upload: "short", part: 0, parts: 1, data: "" })).status).toBe(400);
    const parts = imageParts("x.png", Buffer.alloc(contentImageLimits.partBytes + 10));
    const orphan = await upload(parts[1]);
    expect(orphan.status).toBe(409);
  });

  it("publishes with an image uploaded here, and refuses one that was not", async () => {
    const [part] = imageParts("portrait.png", imageFixture("png"));
    const { image } = (await (await upload(part)).json()) as Extract<
      ContentImageReceived,
      { complete: true }
    >;
    const loaded = await snapshot();
    const profile = editedProfile(loaded.files, (p) => {
      p.portrait = { ...(p.portrait as object), src: `/${image.path}`, width: 7, height: 5 };
    });
    const missing = await post({
      revision: loaded.revision,
      files: { "profile.json": profile },
      images: { "images/other-00000000.png": "images/other-00000000.png" },
    });
    expect(missing.status).toBe(400);
    const res = await post({
      revision: loaded.revision,
      files: { "profile.json": profile },
      images: { [image.path]: image.ref },
    });
    expect(res.status).toBe(200);
  });
});
