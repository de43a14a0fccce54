/**
 * The résumé PDF's typeface: Inter, the site's own, Regular and Bold, as TrueType files in
 * packages/netlify/fonts (Inter 4.1 from the `inter-ui` package, its WOFF2 files decompressed:
 * fontkit cannot subset WOFF2's composite glyphs). They cover Latin with its extended sets
 * (Vietnamese too), Greek and Cyrillic; the PDF embeds the glyphs it uses (decision 35).
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { create, type Font } from "fontkit";
import { shapedForPdf } from "./resume-font-shaping";

/** The family, as an error names it. */
export const resumeFontFamily = "Inter";

/**
 * The faces, parsed once per instance: each PDF embeds its own subset of them, but reads their tables
 * and shapes their words from one parsed font (parsing again for every PDF tripled its drawing time).
 */
export interface ResumeFonts {
  regular: Font;
  bold: Font;
}

const files = { regular: "Inter-Regular.ttf", bold: "Inter-Bold.ttf" } as const;

/**
 * Where the fonts are: beside this module when it runs as it is (the sources under tests, the
 * published package's dist/); in the installed package, found from wherever the code runs (a
 * function the local servers bundled into a folder of their own, under `pnpm dev` and
 * scripts/serve-built.ts); else under the working directory, where netlify.toml's
 * `included_files` puts them beside a deployed function (this repository's packages/netlify/fonts,
 * a created site's node_modules/@pmfolio/netlify/fonts).
 */
function fontFolder(): string {
  const candidates = [
    fileURLToPath(new URL("../fonts", import.meta.url)),
    ...installedPackageFonts(),
    path.resolve("packages/netlify/fonts"),
    path.resolve("node_modules/@pmfolio/netlify/fonts"),
  ];
  const found = candidates.find((dir) => existsSync(path.join(dir, files.regular)));
  if (!found) throw new Error(`resume: no ${files.regular} in ${candidates.join(" or ")}`);
  return found;
}

/** The fonts folder of the @pmfolio/netlify package that node_modules gives this code, if any. */
function installedPackageFonts(): string[] {
  try {
    return [
      path.join(
        path.dirname(createRequire(import.meta.url).resolve("@pmfolio/netlify/package.json")),
        "fonts",
      ),
    ];
  } catch {
    // A deployed bundle has no node_modules: the working directory's copy is the one.
    return [];
  }
}

let loaded: ResumeFonts | undefined;

/** The fonts, read and parsed once per instance. */
export function resumeFonts(): ResumeFonts {
  if (!loaded) {
    const folder = fontFolder();
    const parse = (file: string) => shapedForPdf(create(readFileSync(path.join(folder, file))) as Font);
    loaded = { regular: parse(files.regular), bold: parse(files.bold) };
  }
  return loaded;
}

/**
 * Throws when `text` has a character the font cannot draw: a PDF viewer would show a blank box
 * and a text extractor nothing, so the owner learns which character it is instead.
 */
export function assertPrintable(text: string): void {
  const coverage = resumeFonts().regular;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (/\s/.test(char) || coverage.hasGlyphForCodePoint(code)) continue;
    const hex = code.toString(16).toUpperCase().padStart(4, "0");
    throw new Error(
      `resume: the font (${resumeFontFamily}) cannot draw "${char}" (U+${hex}) in "${text}"; change the text in the content files`,
    );
  }
}
