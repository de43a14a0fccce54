/**
 * How the résumé PDF's fonts shape text (./resume-fonts parses them once per instance): without
 * ligatures, each word shaped once per instance, each glyph telling PDFKit the character it draws.
 */
import type { Font } from "fontkit";

/**
 * No ligatures or contextual alternates: a ligature glyph reaches an extractor as one code point
 * (U+FB01 for "fi") or not at all, and Inter's contextual forms turn "->" into an arrow the text
 * never had. Kerning stays. fontkit turns a feature off when given an object naming it false.
 */
const features = { liga: false, clig: false, dlig: false, calt: false };

/**
 * `font`, shaping every text without those features. They are set on the font, not passed to
 * PDFKit with each text: PDFKit keeps the shapes of a PDF's words only for text drawn with no
 * features of its own, and shapes a whole line again for each word a wrap tries (three times
 * slower). Each word's shape is kept for the instance's next PDFs too: shaping was nine tenths of
 * a drawing, and the words are the content's, the same in every PDF (a drawing went from about
 * 300 ms to 40 ms). A content edited many times under `pnpm dev` starts the list again.
 */
export function shapedForPdf(font: Font): Font {
  const shaped = new Map<string, ReturnType<Font["layout"]>>();
  const layout = (text: string) => {
    let run = shaped.get(text);
    if (!run) {
      run = withTextsCodePoints(font.layout(text, features as unknown as string[]), text);
      if (shaped.size >= 20_000) shaped.clear();
      shaped.set(text, run);
    }
    // PDFKit scales the positions it is given in place: each PDF gets its own copy.
    const positions = run.positions.map((position) => ({ ...position }));
    return {
      glyphs: run.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((sum, position) => sum + position.xAdvance, 0);
      },
    };
  };
  return new Proxy(font, {
    get: (target, key) => (key === "layout" ? layout : (Reflect.get(target, key, target) as unknown)),
  });
}

/**
 * `run` with each glyph saying which character of `text` it draws, when each draws one. fontkit
 * keeps one glyph object per glyph for the font's life, with the characters it was first reached
 * from: a glyph two characters share (Inter draws U+2019 and U+02BC alike) could then tell PDFKit,
 * which writes the PDF's text from it, the wrong character or none.
 */
function withTextsCodePoints(run: ReturnType<Font["layout"]>, text: string): ReturnType<Font["layout"]> {
  const characters = [...text];
  if (characters.length !== run.glyphs.length) return run;
  const glyphs = run.glyphs.map((glyph, index) =>
    Object.create(glyph, { codePoints: { value: [characters[index]!.codePointAt(0)!] } }),
  );
  return { ...run, glyphs, positions: run.positions } as ReturnType<Font["layout"]>;
}
