import { readFileSync } from "node:fs";
import path from "node:path";
import { contentImageLimits } from "@pmfolio/core";

/** A 7 × 5 picture in `format` (jpg, png, webp, avif, gif), made with sharp for these tests. */
export const imageFixture = (format: string) =>
  readFileSync(path.join(import.meta.dirname, "../fixtures/images", `7x5.${format}`));

/** The bodies of `POST /api/content/images` for `bytes`, in parts as the editor sends them. */
export function imageParts(
  name: string,
  bytes: Uint8Array,
  partBytes: number = contentImageLimits.partBytes,
) {
  const parts = Math.max(1, Math.ceil(bytes.length / partBytes));
  const upload = `upload-${Math.random().toString(36).slice(2)}-${Date.now()}`;
  return Array.from({ length: parts }, (_, part) => ({
    name,
    upload,
    part,
    parts,
    data: Buffer.from(bytes.subarray(part * partBytes, (part + 1) * partBytes)).toString("base64"),
  }));
}
