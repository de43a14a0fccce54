/**
 * The upload's "read to the end" check. A good picture must never be refused, so every whole image
 * the project holds passes, and so do pictures made here with sharp (the build's encoder) in each
 * variant the build meets; then files cut short, a PNG chunk that does not match its CRC, a JPEG
 * without its end marker and container sizes that lie are each found.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { crc32, deflateSync, inflateSync } from "node:zlib";
import { imageSize } from "image-size";
import { beforeAll, describe, expect, it } from "vitest";
// sharp is the site build's dependency and never this package's (a function must not carry a
// native module): the test borrows the build's own copy.
import sharp from "../../../site/node_modules/sharp";
import { wholeImageFault, type WholeImageFormat } from "./wholeImage";

const root = path.join(import.meta.dirname, "../../../..");

/** The format `checkImage` would name these bytes (image-size's type), or undefined for any other. */
function formatOf(bytes: Uint8Array): WholeImageFormat | undefined {
  try {
    const type = imageSize(bytes).type;
    return type === "jpg" || type === "png" || type === "webp" || type === "avif" ? type : undefined;
  } catch {
    return undefined;
  }
}

/** Every JPEG, PNG, WebP or AVIF file under `folder`, by its path from the root, but the ones cut on purpose. */
function imagesUnder(folder: string): string[] {
  const full = path.join(root, folder);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(?:jpe?g|png|webp|avif)$/i.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !/(?:^|\/)(?:node_modules|dist)\//.test(file) && !file.includes("-cut."))
    .sort();
}

const projectImages = [
  "netlify/tests/fixtures/images",
  "site/content",
  "packages/create-pmfolio/template",
].flatMap(imagesUnder);

const fault = (bytes: Uint8Array) => wholeImageFault(formatOf(bytes)!, bytes);

/** A picture with something in every pixel for each codec to code: gradients, noise and varying alpha. */
function picture(width: number, height: number) {
  const data = Buffer.alloc(width * height * 4);
  let seed = 7;
  for (let i = 0; i < data.length; i += 4) {
    const x = (i / 4) % width;
    const y = Math.floor(i / 4 / width);
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    data[i] = (x * 255) / width;
    data[i + 1] = (y * 97) % 256;
    data[i + 2] = seed % 256;
    data[i + 3] = 128 + ((x + y) % 128);
  }
  return sharp(data, { raw: { width, height, channels: 4 } });
}

/** The variants the build meets, made with sharp. Small: AVIF's encoder is slow on two cores. */
const variants: Record<string, () => Promise<Buffer>> = {
  "baseline JPEG": () => picture(160, 100).jpeg().toBuffer(),
  "progressive JPEG": () => picture(160, 100).jpeg({ progressive: true }).toBuffer(),
  "mozjpeg JPEG (progressive, optimised scans)": () => picture(161, 99).jpeg({ mozjpeg: true }).toBuffer(),
  "greyscale JPEG with 4:4:4 chroma": () =>
    picture(160, 100).greyscale().jpeg({ chromaSubsampling: "4:4:4" }).toBuffer(),
  "JPEG with EXIF and an ICC profile": () =>
    picture(160, 100)
      .withExif({ IFD0: { Copyright: "Jordan" } })
      .withIccProfile("p3")
      .jpeg()
      .toBuffer(),
  "PNG with alpha": () => picture(160, 100).png().toBuffer(),
  "PNG without alpha, larger (several IDAT chunks)": () => picture(640, 400).removeAlpha().png().toBuffer(),
  "interlaced PNG (Adam7)": () => picture(160, 100).png({ progressive: true }).toBuffer(),
  "interlaced PNG narrower than Adam7's passes (3 × 2)": () =>
    picture(3, 2).png({ progressive: true }).toBuffer(),
  "interlaced palette PNG, 1 × 1": () => picture(1, 1).png({ palette: true, progressive: true }).toBuffer(),
  "palette PNG": () => picture(160, 100).png({ palette: true }).toBuffer(),
  "palette PNG of 2 colours (1 bit)": () => picture(37, 11).png({ palette: true, colours: 2 }).toBuffer(),
  "palette PNG of 16 colours (4 bits), interlaced": () =>
    picture(37, 11).png({ palette: true, colours: 16, progressive: true }).toBuffer(),
  "16-bit PNG": () => picture(60, 40).toColourspace("rgb16").png().toBuffer(),
  "greyscale PNG": () => picture(60, 40).greyscale().removeAlpha().png().toBuffer(),
  "lossy WebP without alpha (VP8)": () => picture(160, 100).removeAlpha().webp().toBuffer(),
  "lossy WebP with alpha (VP8X, ALPH)": () => picture(160, 100).webp().toBuffer(),
  "lossless WebP (VP8L)": () => picture(160, 100).webp({ lossless: true }).toBuffer(),
  "near-lossless WebP with an ICC profile": () =>
    picture(161, 99).withIccProfile("p3").webp({ nearLossless: true }).toBuffer(),
  "animated WebP (ANIM, ANMF)": async () =>
    sharp(
      await Promise.all(
        [picture(40, 30), picture(40, 30).flip(), picture(40, 30).flop()].map((frame) =>
          frame.png().toBuffer(),
        ),
      ),
      { join: { animated: true } },
    )
      .webp({ loop: 0, delay: [100, 100, 100] })
      .toBuffer(),
  "AVIF with alpha": () => picture(64, 40).avif({ effort: 0 }).toBuffer(),
  "AVIF without alpha, 4:2:0": () =>
    picture(65, 41).removeAlpha().avif({ effort: 0, chromaSubsampling: "4:2:0" }).toBuffer(),
  "lossless AVIF": () => picture(32, 20).avif({ effort: 0, lossless: true }).toBuffer(),
};

const made = new Map<string, Buffer>();
beforeAll(async () => {
  for (const [name, make] of Object.entries(variants)) made.set(name, await make());
});

describe("a whole picture passes", () => {
  it("finds the project's images (the 7 × 5 fixtures at least)", () => {
    expect(projectImages).toEqual(
      expect.arrayContaining(
        ["jpg", "png", "webp", "avif"].map((f) => `netlify/tests/fixtures/images/7x5.${f}`),
      ),
    );
  });

  it("made with sharp, are the variants their names say", () => {
    const png = (name: string) => chunks(made.get(name)!);
    expect(
      png("PNG without alpha, larger (several IDAT chunks)").filter((c) => c.type === "IDAT").length,
    ).toBeGreaterThan(1);
    for (const name of ["interlaced PNG (Adam7)", "interlaced PNG narrower than Adam7's passes (3 × 2)"])
      expect(png(name)[0]!.data[12], name).toBe(1);
    expect(png("palette PNG").map((c) => c.type)).toContain("PLTE");
    expect(png("palette PNG of 2 colours (1 bit)")[0]!.data[8]).toBe(1);
    expect(png("16-bit PNG")[0]!.data[8]).toBe(16);
    expect(made.get("progressive JPEG")!.includes(Buffer.from([0xff, 0xc2]))).toBe(true);
    expect(made.get("animated WebP (ANIM, ANMF)")!.toString("latin1").split("ANMF")).toHaveLength(4);
    expect(made.get("lossy WebP with alpha (VP8X, ALPH)")!.toString("latin1")).toContain("ALPH");
  });

  it.each(projectImages)("%s", (file) => {
    const bytes = readFileSync(path.join(root, file));
    expect(formatOf(bytes)).toBeDefined();
    expect(fault(bytes)).toBeUndefined();
  });

  it.each(Object.keys(variants))("%s, made with sharp, which decodes it", async (name) => {
    const bytes = made.get(name)!;
    expect(formatOf(bytes)).toBeDefined();
    expect(fault(bytes)).toBeUndefined();
    await expect(sharp(bytes).resize({ width: 16 }).toBuffer()).resolves.toBeInstanceOf(Buffer);
  });

  it("with bytes after its end, which decoders never read (a PNG after IEND, a JPEG after EOI, a WebP after its RIFF)", () => {
    for (const format of ["png", "jpg", "webp"])
      expect(
        fault(Buffer.concat([readFileSync(fixture(`7x5.${format}`)), Buffer.alloc(1000)])),
      ).toBeUndefined();
  });

  it("a PNG whose image data inflates to more than its rows, which a decoder stops reading", () => {
    const png = readFileSync(fixture("7x5.png"));
    const idat = chunks(png).find((chunk) => chunk.type === "IDAT")!;
    const more = deflateSync(Buffer.concat([inflateSync(idat.data), Buffer.alloc(1_000_000)]));
    expect(fault(withChunk(png, idat, more))).toBeUndefined();
  });
});

function fixture(name: string) {
  return path.join(root, "netlify/tests/fixtures/images", name);
}

describe("a picture cut short fails", () => {
  it.each(["jpg", "png", "webp", "avif"])("the 7 × 5 %s, cut anywhere", (format) => {
    const bytes = readFileSync(fixture(`7x5.${format}`));
    for (let length = 0; length < bytes.length; length += 1)
      expect(
        wholeImageFault(format as WholeImageFormat, bytes.subarray(0, length)),
        `${length} bytes`,
      ).toBeDefined();
  });

  it.each(["jpg", "png", "webp", "avif"])("the 800 × 500 %s with its last two fifths cut off", (format) => {
    const bytes = readFileSync(fixture(`800x500-cut.${format}`));
    expect(imageSize(bytes)).toMatchObject({ width: 800, height: 500 });
    expect(fault(bytes)).toBeDefined();
  });

  it.each(Object.keys(variants))(
    "%s, just after the header image-size reads, in the middle and one byte short",
    (name) => {
      const bytes = made.get(name)!;
      const header = Array.from({ length: bytes.length }, (_, length) => length).find(
        (length) => formatOf(bytes.subarray(0, length)) !== undefined,
      )!;
      for (const length of [header, Math.floor(bytes.length / 2), bytes.length - 1]) {
        const cut = bytes.subarray(0, length);
        expect(formatOf(cut), `${length} of ${bytes.length} bytes`).toBeDefined();
        expect(fault(cut), `${length} of ${bytes.length} bytes`).toBeDefined();
      }
    },
  );
});

type PngChunk = { type: string; start: number; data: Buffer };

/** A PNG's chunks: type, where the chunk starts, its data. */
function chunks(png: Buffer): PngChunk[] {
  const found: PngChunk[] = [];
  for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at))
    found.push({
      type: png.toString("latin1", at + 4, at + 8),
      start: at,
      data: png.subarray(at + 8, at + 8 + png.readUInt32BE(at)),
    });
  return found;
}

/** `png` with `chunk` holding `data` instead, its length and CRC right. */
function withChunk(png: Buffer, chunk: PngChunk, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length);
  head.write(chunk.type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([
    png.subarray(0, chunk.start),
    head,
    data,
    crc,
    png.subarray(chunk.start + 12 + chunk.data.length),
  ]);
}

describe("a damaged picture or one whose sizes lie fails", () => {
  it.each(["jpg", "png", "webp", "avif"])(
    "the 7 × 5 %s with any one byte damaged is answered, never thrown on",
    (format) => {
      const bytes = readFileSync(fixture(`7x5.${format}`));
      for (let at = 0; at < bytes.length; at += 1)
        for (const value of [0x00, 0xff, bytes[at]! ^ 0x80]) {
          const damaged = Buffer.from(bytes);
          damaged[at] = value;
          expect(() => wholeImageFault(format as WholeImageFormat, damaged), `byte ${at}`).not.toThrow();
        }
    },
  );

  it("a PNG with one byte of its image data flipped, by the IDAT chunk's CRC", () => {
    const png = Buffer.from(made.get("PNG with alpha")!);
    const idat = chunks(png).find((chunk) => chunk.type === "IDAT")!;
    const at = idat.start + 8 + Math.floor(idat.data.length / 2);
    png[at] = png[at]! ^ 0x10;
    expect(fault(png)).toBe("the IDAT chunk's CRC does not match its bytes");
  });

  it("a PNG whose chunks and CRCs are right but whose image data holds half its rows", () => {
    const png = readFileSync(fixture("7x5.png"));
    const [idat, ...more] = chunks(png).filter((chunk) => chunk.type === "IDAT");
    expect(more).toEqual([]);
    const rows = inflateSync(idat!.data);
    expect(fault(withChunk(png, idat!, deflateSync(rows.subarray(0, rows.length / 2))))).toBe(
      `the IDAT data inflates to ${rows.length / 2} bytes of the ${rows.length} IHDR promises`,
    );
  });

  it("a PNG whose header promises 60,000 × 60,000 pixels, without inflating them", () => {
    const png = readFileSync(fixture("7x5.png"));
    const ihdr = chunks(png)[0]!;
    const data = Buffer.from(ihdr.data);
    data.writeUInt32BE(60_000, 0);
    data.writeUInt32BE(60_000, 4);
    expect(fault(withChunk(png, ihdr, data))).toMatch(
      /^the IDAT data inflates to \d+ bytes of the \d+ IHDR promises$/,
    );
  });

  it("a JPEG without its end marker (EOI)", () => {
    const jpeg = made.get("progressive JPEG")!;
    expect([...jpeg.subarray(-2)]).toEqual([0xff, 0xd9]);
    expect(fault(jpeg.subarray(0, -2))).toBe("the file ends before its end of image (EOI)");
  });

  it("a WebP whose RIFF size is larger than the file", () => {
    const webp = Buffer.from(made.get("lossy WebP with alpha (VP8X, ALPH)")!);
    webp.writeUInt32LE(webp.readUInt32LE(4) + 2, 4);
    expect(fault(webp)).toBe(`the RIFF promises ${webp.length + 2} bytes and the file has ${webp.length}`);
  });

  it("a WebP whose image chunk is larger than the RIFF", () => {
    const webp = Buffer.from(made.get("lossless WebP (VP8L)")!);
    expect(webp.toString("latin1", 12, 16)).toBe("VP8L");
    webp.writeUInt32LE(webp.readUInt32LE(16) + 10, 16);
    expect(fault(webp)).toBe("the VP8L chunk runs past the end of the RIFF");
  });

  it("an AVIF whose mdat runs past the end of the file", () => {
    const avif = Buffer.from(made.get("AVIF with alpha")!);
    const mdat = avif.indexOf("mdat") - 4;
    avif.writeUInt32BE(avif.readUInt32BE(mdat) + 100, mdat);
    expect(fault(avif)).toBe("the mdat box runs past the end of its container");
  });

  it("an AVIF cut short with its mdat's size made to match, by its items' locations (iloc)", () => {
    const avif = made.get("AVIF with alpha")!;
    const mdat = avif.indexOf("mdat") - 4;
    expect(mdat + avif.readUInt32BE(mdat)).toBe(avif.length);
    const cut = Buffer.from(avif.subarray(0, avif.length - 100));
    cut.writeUInt32BE(cut.length - mdat, mdat);
    expect(fault(cut)).toMatch(/^an item's data \(\d+ bytes at \d+\) lies past the end of the file$/);
  });
});
