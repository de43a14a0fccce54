import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { placeholderImage } from "../../fixtures/placeholderImage";
import { ResponsiveImage } from "./ResponsiveImage";

const indigo = placeholderImage("A product dashboard sketch", {
  from: "#eef0ff",
  to: "#4338ca",
  shape: "#312e81",
});
const teal = placeholderImage("A product dashboard sketch", {
  from: "#e6f5f3",
  to: "#0f766e",
  shape: "#134e4a",
});

const meta = {
  title: "Layout/ResponsiveImage",
  component: ResponsiveImage,
  args: { image: indigo, style: { width: 320, height: "auto" } },
  parameters: { layout: "centered" },
} satisfies Meta<typeof ResponsiveImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain `<img>` with its intrinsic size. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const img = canvas.getByRole("img", { name: "A product dashboard sketch" });
    await expect(img).toHaveAttribute("width", "640");
    await expect(img).toHaveAttribute("height", "400");
    await expect(img.closest("picture")).toBeNull();
  },
};

/** A picture with one source of `type`: the browser shows `shown`, once it has loaded. */
function withSource(type: `image/${string}`, shown: { src: string }): Story {
  return {
    args: { image: { ...indigo, sources: [{ type, srcSet: teal.src }] } },
    play: async ({ canvas }) => {
      const img = canvas.getByRole<HTMLImageElement>("img", { name: "A product dashboard sketch" });
      await waitFor(() => expect(img.complete).toBe(true));
      await expect(img.currentSrc).toBe(shown.src);
    },
  };
}

/**
 * With `sources`, the browser takes the first format it supports before the fallback
 * `src` (a site lists AVIF, then WebP; here an SVG stands in, so the story runs offline).
 */
export const ModernFormats: Story = withSource("image/svg+xml", teal);

/** A format the browser does not support is skipped: the fallback `src` shows. */
export const UnsupportedFormatFallsBack: Story = withSource("image/x-unknown-format", indigo);

/** Lazily loaded below the fold, as the project tiles are. */
export const Lazy: Story = { args: { loading: "lazy", decoding: "async" } };

/** A plain image, a picture whose modern format wins, and one that falls back, for visual review. */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: () => (
    <div style={{ display: "flex", gap: 24, padding: 24, flexWrap: "wrap" }}>
      {[
        { label: "Plain image", image: indigo },
        {
          label: "Modern format chosen",
          image: { ...indigo, sources: [{ type: "image/svg+xml" as const, srcSet: teal.src }] },
        },
        {
          label: "Unsupported format: fallback",
          image: { ...indigo, sources: [{ type: "image/x-unknown-format" as const, srcSet: teal.src }] },
        },
      ].map(({ label, image }) => (
        <figure key={label} style={{ margin: 0, width: 240 }}>
          <ResponsiveImage image={image} style={{ width: "100%", height: "auto" }} />
          <figcaption>{label}</figcaption>
        </figure>
      ))}
    </div>
  ),
};
