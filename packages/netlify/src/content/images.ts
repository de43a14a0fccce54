/**
 * Images for the content (a portrait, a project's picture): checked by their bytes (JPEG, PNG,
 * WebP or AVIF, at most 5 MB, width and height read, whole to the last byte its container
 * promises: `wholeImage.ts`), named after the file and a hash of its bytes
 * (`images/portrait-1a2b3c4d.jpg`: the same picture twice is one file, two pictures never share a
 * name), and stored beside the content: written at once on disk under `pnpm dev`, or made a blob
 * in the repository on a deploy, which the next publish's commit adds.
 * A function takes at most 6 MB of request and bytes travel as base64 text, so an image comes in
 * parts of at most 3 MB (core's `contentImageLimits`); a part before the last waits in Blobs
 * (`content-uploads`, under its UTC day, deleted when the last part arrives) and a one-part image
 * never touches it. An upload abandoned half-way is deleted with its day: the first part stored on a
 * day sweeps the days before yesterday (`deleteFolders`: one listing, one more per old day).
 */
import { createHash } from "node:crypto";
import { imageSize } from "image-size";
import { blobsStore, deleteFolders, storageDeadline } from "../blobs";
import {
  addDays,
  contentImageLimits,
  slugOf,
  utcDate,
  type ContentImage,
  type ContentImagePart,
} from "../core";
import { errorLine } from "../log";
import { memo } from "../memo";
import type { Refusal } from "../http";
import { wholeImageFault } from "./wholeImage";

/** The largest body a part's request may have: a 3 MB part as base64 in its JSON. */
export const IMAGE_PART_BODY_BYTES = Math.ceil((contentImageLimits.partBytes * 4) / 3) + 64 * 1024;

const types = {
  jpg: { type: "image/jpeg", extension: "jpg" },
  png: { type: "image/png", extension: "png" },
  webp: { type: "image/webp", extension: "webp" },
  avif: { type: "image/avif", extension: "avif" },
} as const;

const ACCEPTED = "JPEG, PNG, WebP or AVIF";
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The part as sent, or the refusal saying what to send. */
export function imagePartOf(value: unknown): { ok: true; part: ContentImagePart } | Refusal {
  const part = value as Partial<Record<keyof ContentImagePart, unknown>> | null;
  const valid =
    typeof part === "object" &&
    part !== null &&
    typeof part.name === "string" &&
    part.name.length > 0 &&
    part.name.length <= 200 &&
    typeof part.upload === "string" &&
    /^[A-Za-z0-9_-]{16,64}$/.test(part.upload) &&
    Number.isInteger(part.parts) &&
    (part.parts as number) >= 1 &&
    (part.parts as number) <= Math.ceil(contentImageLimits.maxBytes / contentImageLimits.partBytes) &&
    Number.isInteger(part.part) &&
    (part.part as number) >= 0 &&
    (part.part as number) < (part.parts as number) &&
    typeof part.data === "string" &&
    /^[A-Za-z0-9+/]*={0,2}$/.test(part.data);
  if (!valid)
    return {
      ok: false,
      status: 400,
      error: `Send { "name", "upload", "part", "parts", "data" }: the image's bytes as base64, in at most ${Math.ceil(contentImageLimits.maxBytes / contentImageLimits.partBytes)} parts of at most ${megabytes(contentImageLimits.partBytes)}, with one upload id (16 to 64 letters, digits, - or _).`,
    };
  return { ok: true, part: part as ContentImagePart };
}

/**
 * An image's bytes checked (type by its bytes, size, dimensions, every byte its container promises
 * present), or why it is refused.
 */
export function checkImage(
  name: string,
  bytes: Uint8Array,
): { ok: true; image: Omit<ContentImage, "ref">; bytes: Uint8Array } | Refusal {
  const refuse = (why: string): Refusal => ({
    ok: false,
    status: 415,
    error: `"${name}" was not added: ${why} Nothing was stored.`,
  });
  if (bytes.length > contentImageLimits.maxBytes)
    return {
      ...refuse(
        `it is ${megabytes(bytes.length)}, over the ${megabytes(contentImageLimits.maxBytes)} limit. Make it smaller (a portrait needs no more than 2000 pixels across) and upload it again.`,
      ),
      status: 413,
    };
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    return refuse(`it is not an image this site can show. Upload a ${ACCEPTED} file.`);
  }
  const known = types[size.type as keyof typeof types];
  if (!known) {
    const kind = (size.type ?? "unknown").toUpperCase();
    // "an SVG", "a GIF": the article follows the first letter's spoken name.
    return refuse(
      `it is ${/^[AEFHILMNORSX]/.test(kind) ? "an" : "a"} ${kind} image. Upload a ${ACCEPTED} file.`,
    );
  }
  if (!size.width || !size.height) return refuse("its width and height could not be read.");
  // A header that reads is not a picture: a file cut short passes `imageSize`, and the build's
  // decoder then fails on it at every build until it is removed through Git.
  const fault = wholeImageFault(known.extension, bytes);
  if (fault !== undefined) {
    // What was wrong, in the function's log: the owner sees only that the file is damaged.
    console.log(`content: an uploaded ${known.extension} was refused: ${fault}`);
    return refuse(
      "it could not be read to the end: the file is damaged or cut short, and the site could not be built with it. Save or export the picture again, then upload it.",
    );
  }
  const base = slugOf(name.replace(/\.[^.]*$/, "")) || "image";
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 8);
  return {
    ok: true,
    bytes,
    image: {
      path: `images/${base}-${hash}.${known.extension}`,
      type: known.type,
      width: size.width,
      height: size.height,
      bytes: bytes.length,
    },
  };
}

const uploads = () => blobsStore("content-uploads");
const PARTS = "parts/";
const partKey = (day: string, upload: string, part: number) => `${PARTS}${day}/${upload}/${part}`;

/** Once a day per instance: the parts of uploads abandoned before yesterday are deleted. */
const sweepOnce = memo(async (today: string) => {
  const yesterday = addDays(today, -1);
  await deleteFolders(uploads(), PARTS, (day) => day < yesterday);
}, 1);

/**
 * The whole image once its last part is in (earlier parts from Blobs, then deleted), else null
 * after keeping this part. Parts come in order; a missing earlier part is refused. An upload that
 * crosses midnight finds its earlier parts under the day before.
 */
export async function assembleImage(part: ContentImagePart): Promise<Uint8Array | null | Refusal> {
  const bytes = Buffer.from(part.data, "base64");
  if (bytes.length > contentImageLimits.partBytes)
    return {
      ok: false,
      status: 413,
      error: `A part may hold at most ${megabytes(contentImageLimits.partBytes)}.`,
    };
  if (part.parts === 1) return bytes;
  const store = uploads();
  const today = utcDate(Date.now());
  if (part.part < part.parts - 1) {
    await storageDeadline(
      store.set(partKey(today, part.upload, part.part), new Blob([bytes])),
      1,
      "content: an image part",
    );
    // Best effort, after the part is kept: a sweep that fails is tried again by the next instance.
    await storageDeadline(sweepOnce(today), 2, "content: sweeping abandoned image parts").catch(
      (error: unknown) => console.error("content: sweeping abandoned image parts failed", errorLine(error)),
    );
    return null;
  }
  const days = [today, addDays(today, -1)];
  const earlier = await storageDeadline(
    Promise.all(
      Array.from({ length: part.parts - 1 }, async (_, i) => {
        for (const day of days) {
          const piece = await store.get(partKey(day, part.upload, i), { type: "arrayBuffer" });
          if (piece) return { key: partKey(day, part.upload, i), piece };
        }
        return null;
      }),
    ),
    2,
    "content: reading an image's parts",
  );
  if (earlier.some((found) => found === null))
    return {
      ok: false,
      status: 409,
      error: "An earlier part of this image did not arrive. Upload the image again.",
    };
  await storageDeadline(
    Promise.all(earlier.map((found) => store.delete(found!.key))),
    1,
    "content: deleting an image's parts",
  );
  return Buffer.concat([...earlier.map((found) => Buffer.from(found!.piece)), bytes]);
}
