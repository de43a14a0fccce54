/** @jsxRuntime automatic */
/** @jsxImportSource react */
// (Pragmas: build scripts run this file with tsx from folders whose tsconfig does not cover it.)
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { initials } from "../navigation/NavBar/initials";
import { tokens } from "../theme/tokens";

/** The size social networks and messengers show a link preview at (Open Graph, `summary_large_image`). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** What one page's share image says. */
export interface ShareCard {
  /** Whose page it is; its initials are the mark in the corner. */
  ownerName: string;
  /** A short line above the title, e.g. "Case study" or the owner's headline. */
  eyebrow?: string;
  /** The page's title, large (up to three lines). */
  title: string;
  /** One line under the title, e.g. the owner's role in a project. */
  subtitle?: string;
  /** One headline figure, e.g. { value: "18M", label: "Monthly active users" }. */
  metric?: { value: string; label: string };
  /** Small print at the bottom, e.g. the site's host name. */
  footer?: string;
}

/**
 * A font the images are drawn with: the bytes of a TTF, OTF, WOFF or WOFF2 file (a variable
 * font serves every weight). Pass the page's own font files so the image looks like the site.
 */
export interface ShareFont {
  name: string;
  data: Uint8Array;
  /** The weights this file provides; a variable font names each weight it is used at. */
  weights?: ReadonlyArray<400 | 500 | 600 | 700 | 800>;
}

export interface ShareImageOptions {
  /** At least one font; the first is used for every text. */
  fonts: readonly ShareFont[];
}

const color = tokens.color;

function satoriFonts(fonts: readonly ShareFont[]) {
  if (fonts.length === 0)
    throw new Error("renderShareImage: give at least one font (ShareImageOptions.fonts)");
  return fonts.flatMap((font) =>
    (font.weights ?? [400, 600, 800]).map((weight) => ({
      name: font.name,
      // satori takes an ArrayBuffer; copy so a view into a larger buffer draws only its bytes.
      data: font.data.slice().buffer,
      weight,
      style: "normal" as const,
    })),
  );
}

/** Shorter titles get larger type, so any title fills the card without overflowing. */
function titleSize(title: string): number {
  if (title.length <= 24) return 76;
  if (title.length <= 44) return 64;
  return 52;
}

function Mark({ ownerName, size }: { ownerName: string; size: number }) {
  return (
    <div
      style={{
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        width: size,
        height: size,
        borderRadius: size * 0.22,
        background: color.primary,
        color: color.onPrimary,
        fontSize: size * 0.42,
        fontWeight: 800,
        letterSpacing: "-0.02em",
      }}
    >
      {initials(ownerName)}
    </div>
  );
}

function Card({ card }: { card: ShareCard }) {
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        // satori sizes boxes by their content (padding and border come on top), so the content
        // box is the image less the padding and the top border.
        width: SHARE_IMAGE_SIZE.width - 160,
        height: SHARE_IMAGE_SIZE.height - 48 - 52 - 16,
        padding: "48px 80px 52px",
        background: color.background,
        color: color.text,
        fontFamily: "share",
        borderTop: `16px solid ${color.primary}`,
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 24 }}>
        <Mark ownerName={card.ownerName} size={72} />
        <div style={{ display: "flex", fontSize: 30, fontWeight: 600, color: color.text }}>
          {card.ownerName}
        </div>
      </div>
      <div style={{ display: "flex", flexDirection: "column" }}>
        {card.eyebrow ? (
          <div
            style={{
              display: "flex",
              fontSize: 26,
              fontWeight: 700,
              color: color.primary,
              textTransform: "uppercase",
              letterSpacing: "0.08em",
              marginBottom: 16,
            }}
          >
            {card.eyebrow}
          </div>
        ) : null}
        <div
          style={{
            display: "block",
            fontSize: titleSize(card.title),
            fontWeight: 800,
            lineHeight: 1.08,
            letterSpacing: "-0.025em",
            maxHeight: titleSize(card.title) * 1.08 * 3,
            overflow: "hidden",
            lineClamp: 3,
          }}
        >
          {card.title}
        </div>
        {card.subtitle ? (
          <div style={{ display: "flex", marginTop: 20, fontSize: 34, color: color.textMuted }}>
            {card.subtitle}
          </div>
        ) : null}
      </div>
      <div style={{ display: "flex", alignItems: "flex-end", justifyContent: "space-between" }}>
        {card.metric ? (
          <div style={{ display: "flex", alignItems: "flex-end", gap: 16 }}>
            <div style={{ display: "flex", fontSize: 56, fontWeight: 800, color: color.secondary }}>
              {card.metric.value}
            </div>
            <div style={{ display: "flex", fontSize: 28, color: color.textMuted }}>{card.metric.label}</div>
          </div>
        ) : (
          <div style={{ display: "flex" }} />
        )}
        {card.footer ? (
          <div style={{ display: "flex", fontSize: 24, color: color.textMuted }}>{card.footer}</div>
        ) : null}
      </div>
    </div>
  );
}

function toPng(svg: string, width: number): Uint8Array {
  // No system fonts: satori has already turned every glyph into a path, so the bytes do not
  // depend on what the machine has installed.
  const png = new Resvg(svg, { fitTo: { mode: "width", value: width }, font: { loadSystemFonts: false } })
    .render()
    .asPng();
  return new Uint8Array(png);
}

/**
 * Draws one page's Open Graph image (1200×630 PNG) in the kit's light theme, at build time
 * (Node, not the browser). The same card and fonts always give the same bytes. Write the
 * result next to the page and name it in the page's `og:image`.
 */
export async function renderShareImage(card: ShareCard, { fonts }: ShareImageOptions): Promise<Uint8Array> {
  const named = fonts.map((font) => ({ ...font, name: "share" }));
  const svg = await satori(<Card card={card} />, { ...SHARE_IMAGE_SIZE, fonts: satoriFonts(named) });
  return toPng(svg, SHARE_IMAGE_SIZE.width);
}

export interface MarkIconOptions extends ShareImageOptions {
  /** Width and height in pixels, e.g. 192, 512, or 180 for an Apple touch icon. */
  size: number;
  /**
   * A maskable icon fills the square with the brand colour and keeps the initials inside the
   * middle 60%, so any shape a platform cuts (circle, squircle) keeps them whole.
   */
  maskable?: boolean;
}

/**
 * The owner's initials mark as a square PNG, for the web app manifest's icons and the
 * Apple touch icon: the same mark as the navigation's brand.
 */
export async function renderMarkIcon(ownerName: string, { size, maskable = false, fonts }: MarkIconOptions) {
  if (!Number.isInteger(size) || size < 16 || size > 2048) {
    throw new Error(`renderMarkIcon: size must be a whole number of pixels from 16 to 2048, not ${size}`);
  }
  const named = fonts.map((font) => ({ ...font, name: "share" }));
  const base = 512;
  const element = (
    <div
      style={{
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        width: base,
        height: base,
        background: color.primary,
        // Full-bleed for maskable icons (the platform rounds them); rounded otherwise.
        borderRadius: maskable ? 0 : base * 0.22,
        color: color.onPrimary,
        fontFamily: "share",
        fontSize: maskable ? base * 0.3 : base * 0.42,
        fontWeight: 800,
        letterSpacing: "-0.02em",
      }}
    >
      {initials(ownerName)}
    </div>
  );
  const svg = await satori(element, { width: base, height: base, fonts: satoriFonts(named) });
  return toPng(svg, size);
}
