/**
 * Whether an uploaded image holds every byte its container promises, read without decoding it.
 * `image-size` reads only a header, so a file cut short after its header passed the upload and then
 * failed every build (sharp, packages/site/build/contentImages.ts) until it was removed through Git.
 * The build's decoder cannot run here: sharp, a native module, hung the upload under the local
 * functions chain and would sit in every function bundle (ADR 29). So each format's structure is
 * walked in JavaScript: the lengths, sizes and offsets it declares must lie inside the file, a
 * PNG's chunks must match their CRC-32 and its compressed rows must inflate to what its header
 * promises, and a JPEG must reach its end marker. Damaged entropy-coded data inside a complete
 * JPEG, WebP or AVIF is not seen here; the build then names the file.
 * Where a decoder tolerates something (bytes after a PNG's IEND, a JPEG's EOI or a WebP's RIFF, a
 * PNG's extra compressed data), so does this check: a good picture must never be refused.
 */
import { constants, crc32, inflateSync } from "node:zlib";

export type WholeImageFormat = "jpg" | "png" | "webp" | "avif";

/** What is missing or inconsistent in `bytes`, the first found, or undefined when the image is whole. */
export function wholeImageFault(format: WholeImageFormat, bytes: Uint8Array): string | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (format === "png") return pngFault(bytes, view);
  if (format === "jpg") return jpegFault(bytes);
  if (format === "webp") return webpFault(bytes, view);
  return avifFault(bytes, view);
}

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

// PNG -----------------------------------------------------------------------------------------

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Per colour type, its samples per pixel and the bit depths the PNG specification allows. */
const PNG_COLOUR_TYPES: Record<number, { samples: number; depths: number[] }> = {
  0: { samples: 1, depths: [1, 2, 4, 8, 16] },
  2: { samples: 3, depths: [8, 16] },
  3: { samples: 1, depths: [1, 2, 4, 8] },
  4: { samples: 2, depths: [8, 16] },
  6: { samples: 4, depths: [8, 16] },
};
/** Adam7's seven passes: first column, first row, column step, row step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;
/**
 * The most inflated bytes kept to count them (128 MiB, far above a 5 MB upload's usual picture): a
 * header may promise gigabytes and a few kilobytes of deflate can hold them, so a picture promising
 * more is checked to deliver at least this much, and memory stays bounded whatever it claims.
 */
const PNG_INFLATE_CAP = 128 * 1024 * 1024;

/** The filtered bytes IHDR promises: each row's filter byte and packed samples, per Adam7 pass if interlaced. */
function pngDataLength(width: number, height: number, bitsPerPixel: number, interlaced: boolean): number {
  const rows = (columns: number, count: number) =>
    columns > 0 && count > 0 ? count * (1 + Math.ceil((columns * bitsPerPixel) / 8)) : 0;
  if (!interlaced) return rows(width, height);
  return ADAM7.reduce(
    (sum, [x, y, dx, dy]) => sum + rows(Math.ceil((width - x) / dx), Math.ceil((height - y) / dy)),
    0,
  );
}

function pngFault(bytes: Uint8Array, view: DataView): string | undefined {
  if (bytes.length < 8 || PNG_SIGNATURE.some((byte, i) => bytes[i] !== byte)) return "no PNG signature";
  let expected = 0;
  let paletteNeeded = false;
  const idat: Uint8Array[] = [];
  for (let at = 8, first = true; ; first = false) {
    if (at + 12 > bytes.length) return "the file ends before IEND";
    const length = view.getUint32(at);
    const type = ascii(bytes, at + 4, 4);
    const start = at + 8;
    const end = start + length + 4;
    if (length > 0x7fffffff || end > bytes.length) return `the ${type} chunk runs past the end of the file`;
    if (crc32(bytes.subarray(at + 4, end - 4)) !== view.getUint32(end - 4))
      return `the ${type} chunk's CRC does not match its bytes`;
    if (first !== (type === "IHDR")) return "IHDR is not the first chunk, once";
    if (type === "IHDR") {
      if (length !== 13) return "IHDR is not 13 bytes";
      const [width, height] = [view.getUint32(start), view.getUint32(start + 4)];
      const [depth = 0, colourType = 0, compression, filter, interlace = 0] = bytes.subarray(
        start + 8,
        end - 4,
      );
      const colour = PNG_COLOUR_TYPES[colourType];
      if (!width || !height || width > 0x7fffffff || height > 0x7fffffff)
        return "IHDR's size is out of range";
      if (!colour?.depths.includes(depth) || compression !== 0 || filter !== 0 || interlace > 1)
        return "IHDR's pixel format is not one PNG defines";
      expected = pngDataLength(width, height, colour.samples * depth, interlace === 1);
      paletteNeeded = colourType === 3;
    } else if (type === "PLTE") paletteNeeded = false;
    else if (type === "IDAT") {
      if (paletteNeeded) return "a palette image's IDAT comes before its PLTE";
      idat.push(bytes.subarray(start, end - 4));
    } else if (type === "IEND") break;
    at = end;
  }
  if (idat.length === 0) return "no IDAT chunk";
  const promised = Math.min(expected, PNG_INFLATE_CAP);
  let inflated: number;
  try {
    // A sync flush returns what a stream cut short holds instead of throwing, so that only a shortfall
    // of rows is refused (decoders stop reading once the last row is in).
    inflated = inflateSync(Buffer.concat(idat), {
      finishFlush: constants.Z_SYNC_FLUSH,
      maxOutputLength: promised,
    }).length;
  } catch (error) {
    // More than promised: every row is there, and what follows is never read.
    if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") return undefined;
    return "the IDAT data does not inflate";
  }
  return inflated < promised
    ? `the IDAT data inflates to ${inflated} bytes of the ${expected} IHDR promises`
    : undefined;
}

// JPEG ----------------------------------------------------------------------------------------

/** Start-of-frame markers: SOF0–3, 5–7, 9–11, 13–15 (C4 is DHT, C8 reserved, CC is DAC). */
const isFrameMarker = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Restart markers, which a scan's entropy-coded data holds, and TEM: markers without a length. */
const standsAlone = (marker: number) => (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01;

/** Where a scan's entropy-coded data starting at `at` ends: the next 0xFF that begins a marker. */
function scanEnd(bytes: Uint8Array, at: number): number {
  for (let next = bytes.indexOf(0xff, at); next !== -1; next = bytes.indexOf(0xff, next + 2)) {
    const after = bytes[next + 1];
    // 0xFF00 is a stuffed 0xFF of data, and a restart marker is part of the scan.
    if (after === undefined) return bytes.length;
    if (after !== 0x00 && !(after >= 0xd0 && after <= 0xd7)) return next;
  }
  return bytes.length;
}

function jpegFault(bytes: Uint8Array): string | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return "no JPEG start of image (SOI)";
  let frame = false;
  let scans = 0;
  for (let at = 2; ;) {
    if (at >= bytes.length) return "the file ends before its end of image (EOI)";
    // Between segments there is nothing but markers (libjpeg warns of anything else, and sharp fails).
    if (bytes[at] !== 0xff) return `byte ${at} is not a marker`;
    while (bytes[at] === 0xff) at += 1; // a marker may be preceded by fill bytes
    if (at >= bytes.length) return "the file ends before its end of image (EOI)";
    const marker = bytes[at]!;
    at += 1;
    if (marker === 0xd9) return frame && scans > 0 ? undefined : "it ends before any scan";
    if (standsAlone(marker)) continue;
    if (marker === 0xd8 || marker === 0x00) return `a misplaced marker at byte ${at - 2}`;
    if (at + 2 > bytes.length) return "the file ends inside a marker";
    const length = (bytes[at]! << 8) | bytes[at + 1]!;
    const name = `0xFF${marker.toString(16).toUpperCase()}`;
    if (length < 2 || at + length > bytes.length) return `the ${name} segment runs past the end of the file`;
    at += length;
    if (isFrameMarker(marker)) frame = true;
    else if (marker === 0xda) {
      if (!frame) return "a scan comes before its frame header";
      scans += 1;
      at = scanEnd(bytes, at);
    }
  }
}

// WebP ----------------------------------------------------------------------------------------

type Chunk = { type: string; data: Uint8Array };

/**
 * The RIFF chunks between `at` and `end`, each fitting inside them, or what does not fit. Each
 * chunk is padded to an even length; the last one's pad byte may be missing, as libwebp allows.
 */
function riffChunks(bytes: Uint8Array, view: DataView, at: number, end: number): Chunk[] | string {
  const chunks: Chunk[] = [];
  while (at < end) {
    if (at + 8 > end) return "a chunk header runs past the end of the RIFF";
    const type = ascii(bytes, at, 4);
    const size = view.getUint32(at + 4, true);
    if (at + 8 + size > end) return `the ${type.trim()} chunk runs past the end of the RIFF`;
    chunks.push({ type, data: bytes.subarray(at + 8, at + 8 + size) });
    at += 8 + size + (size % 2);
  }
  return chunks;
}

/** A VP8 or VP8L bitstream's header, or what is wrong with it. */
function bitstreamFault({ type, data }: Chunk): string | undefined {
  if (type === "VP8L") return data.length >= 5 && data[0] === 0x2f ? undefined : "the VP8L header is wrong";
  // A key frame: a 3-byte tag holding its first partition's size, the start code, width and height.
  if (data.length < 10 || data[3] !== 0x9d || data[4] !== 0x01 || data[5] !== 0x2a)
    return "the VP8 header is wrong";
  const firstPartition = (data[0]! | (data[1]! << 8) | (data[2]! << 16)) >>> 5;
  return 10 + firstPartition > data.length ? "the VP8 first partition runs past its chunk" : undefined;
}

const isBitstream = (chunk: Chunk) => chunk.type === "VP8 " || chunk.type === "VP8L";

function webpFault(bytes: Uint8Array, view: DataView): string | undefined {
  if (bytes.length < 12 || ascii(bytes, 0, 4) !== "RIFF" || ascii(bytes, 8, 4) !== "WEBP")
    return "no RIFF WEBP header";
  // Bytes after the RIFF are ignored by libwebp; a RIFF longer than the file is a file cut short.
  const riffEnd = 8 + view.getUint32(4, true);
  if (riffEnd > bytes.length) return `the RIFF promises ${riffEnd} bytes and the file has ${bytes.length}`;
  const chunks = riffChunks(bytes, view, 12, riffEnd);
  if (typeof chunks === "string") return chunks;
  const [first] = chunks;
  if (!first) return "no chunk in the RIFF";
  if (isBitstream(first)) return bitstreamFault(first);
  if (first.type !== "VP8X" || first.data.length < 10) return "the first chunk is not VP8, VP8L or VP8X";
  // The extended format: a still image's bitstream, or an animation's frames, each holding one.
  const images: Chunk[] = chunks.filter(isBitstream);
  for (const frame of chunks.filter((chunk) => chunk.type === "ANMF")) {
    const start = frame.data.byteOffset - bytes.byteOffset;
    const inner = riffChunks(bytes, view, start + 16, start + frame.data.length);
    if (frame.data.length < 16 || typeof inner === "string") return "an ANMF frame runs past its chunk";
    const image = inner.find(isBitstream);
    if (!image) return "an ANMF frame has no image";
    images.push(image);
  }
  if (images.length === 0) return "no VP8 or VP8L image chunk";
  for (const image of images) {
    const fault = bitstreamFault(image);
    if (fault) return fault;
  }
  return undefined;
}

// AVIF ----------------------------------------------------------------------------------------

type Box = { type: string; start: number; end: number };

/** The ISOBMFF boxes between `at` and `end` (their contents' start and end), or which one does not fit. */
function boxes(bytes: Uint8Array, view: DataView, at: number, end: number): Box[] | string {
  const found: Box[] = [];
  while (at < end) {
    if (at + 8 > end) return "a box header runs past the end of its container";
    const type = ascii(bytes, at + 4, 4);
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) return `the ${type} box's size runs past the end of its container`;
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) size = end - at; // to the end of the file
    if (size < header || at + size > end) return `the ${type} box runs past the end of its container`;
    found.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return found;
}

/** An unsigned integer of 0, 4 or 8 bytes from `view` at `at` (0 bytes: 0). */
function uint(view: DataView, at: number, size: number): number {
  return size === 0 ? 0 : size === 4 ? view.getUint32(at) : Number(view.getBigUint64(at));
}

/**
 * Whether every item the `iloc` box locates lies inside the file (construction method 0, file
 * offsets) or inside `meta`'s `idat` box (method 1). Method 2 (offsets into other items) and data in
 * another file are left to the decoder.
 */
function ilocFault(view: DataView, iloc: Box, fileLength: number, idat?: Box): string | undefined {
  const end = iloc.end;
  let at = iloc.start;
  const need = (count: number) => at + count <= end;
  if (!need(6)) return "the iloc box is too short";
  const version = view.getUint8(at);
  const sizes = view.getUint16(at + 4);
  const [offsetSize, lengthSize, baseSize, indexSize] = [12, 8, 4, 0].map((shift) => (sizes >> shift) & 0xf);
  const extentIndexSize = version === 0 ? 0 : indexSize!;
  if (version > 2) return `the iloc box's version ${version} is unknown`;
  if (
    [offsetSize, lengthSize, baseSize, extentIndexSize].some((size) => size !== 0 && size !== 4 && size !== 8)
  )
    return "the iloc box's field sizes are not 0, 4 or 8";
  at += 6;
  const wide = version === 2;
  if (!need(wide ? 4 : 2)) return "the iloc box is too short";
  const items = wide ? view.getUint32(at) : view.getUint16(at);
  at += wide ? 4 : 2;
  if (items === 0) return "the iloc box locates no item";
  const record = extentIndexSize + offsetSize! + lengthSize!;
  for (let item = 0; item < items; item += 1) {
    if (!need((wide ? 4 : 2) + (version === 0 ? 0 : 2) + 2 + baseSize! + 2))
      return "the iloc box is too short for its items";
    at += wide ? 4 : 2; // the item's id
    const method = version === 0 ? 0 : view.getUint16(at) & 0xf;
    at += version === 0 ? 0 : 2;
    const external = view.getUint16(at) !== 0;
    const base = uint(view, at + 2, baseSize!);
    at += 2 + baseSize!;
    const extents = view.getUint16(at);
    at += 2;
    if (method === 1 && !idat) return "an item is in an idat box that is not there";
    // With every field 0 bytes long, each extent is the same one: check it once, not 65,535 times.
    for (let extent = 0; extent < (record === 0 ? Math.min(extents, 1) : extents); extent += 1) {
      if (!need(record)) return "the iloc box is too short for its extents";
      const offset = base + uint(view, at + extentIndexSize, offsetSize!);
      const length = uint(view, at + extentIndexSize + offsetSize!, lengthSize!); // 0: to the end
      at += record;
      if (external || method > 1) continue;
      const within = method === 0 ? fileLength : idat!.end - idat!.start;
      if (offset + length > within)
        return `an item's data (${length} bytes at ${offset}) lies past the end of the ${method === 0 ? "file" : "idat box"}`;
    }
  }
  return undefined;
}

function avifFault(bytes: Uint8Array, view: DataView): string | undefined {
  const top = boxes(bytes, view, 0, bytes.length);
  if (typeof top === "string") return top;
  const named = (list: Box[], type: string) => list.find((box) => box.type === type);
  const meta = named(top, "meta");
  if (!named(top, "ftyp")) return "no ftyp box";
  if (!meta) return "no meta box";
  // meta is a full box: a version and flags before its children.
  const inMeta = boxes(bytes, view, meta.start + 4, meta.end);
  if (meta.start + 4 > meta.end || typeof inMeta === "string")
    return "the meta box's children do not fit in it";
  const idat = named(inMeta, "idat");
  if (!named(top, "mdat") && !idat) return "no mdat box";
  const iloc = named(inMeta, "iloc");
  if (!iloc) return "no iloc box";
  return ilocFault(view, iloc, bytes.length, idat);
}
