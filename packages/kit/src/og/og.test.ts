import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as og from "./index";

const fonts = [
  {
    name: "Inter",
    data: new Uint8Array(
      readFileSync(
        path.resolve(import.meta.dirname, "../../../../site/public/fonts/inter-latin-wght-normal.woff2"),
      ),
    ),
  },
];
const card = {
  ownerName: "Alex Morgan",
  eyebrow: "Case study",
  title: "Checkout Redesign",
  subtitle: "Lead Product Manager",
  metric: { value: "+18%", label: "Conversion" },
  footer: "alex.example",
};
const size = (png: Uint8Array) => {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
};

describe("@pmfolio/kit/og", () => {
  it("exports exactly these names", () => {
    expect(Object.keys(og).sort()).toEqual(["SHARE_IMAGE_SIZE", "renderMarkIcon", "renderShareImage"]);
  });

  it("draws a 1200×630 PNG, the same bytes for the same card, other bytes for another", async () => {
    const a = await og.renderShareImage(card, { fonts });
    const again = await og.renderShareImage(card, { fonts });
    const other = await og.renderShareImage({ ...card, title: "Search Relevance" }, { fonts });
    expect(size(a)).toEqual(og.SHARE_IMAGE_SIZE);
    expect(Buffer.from(again).equals(Buffer.from(a))).toBe(true);
    expect(Buffer.from(other).equals(Buffer.from(a))).toBe(false);
  });

  it("fits a long title and a card with only a title", async () => {
    const long = await og.renderShareImage(
      {
        ownerName: "Alex Morgan",
        title: "A very long case study title that has to wrap over several lines to fit",
      },
      { fonts },
    );
    expect(size(long)).toEqual(og.SHARE_IMAGE_SIZE);
  });

  it("draws the initials mark as a square icon of the asked size", async () => {
    const icon = await og.renderMarkIcon("Alex Morgan", { size: 192, fonts });
    const maskable = await og.renderMarkIcon("Alex Morgan", { size: 192, maskable: true, fonts });
    expect(size(icon)).toEqual({ width: 192, height: 192 });
    expect(Buffer.from(maskable).equals(Buffer.from(icon))).toBe(false);
  });

  it("says what is wrong with a size or a missing font", async () => {
    await expect(og.renderMarkIcon("Alex Morgan", { size: 0, fonts })).rejects.toThrow(/size must be/);
    await expect(og.renderMarkIcon("Alex Morgan", { size: 12.5, fonts })).rejects.toThrow(/size must be/);
    await expect(og.renderShareImage(card, { fonts: [] })).rejects.toThrow(/at least one font/);
  });
});
