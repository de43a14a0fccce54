import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { arabicPosts, germanPosts, longTitlePost, samplePosts, sectionStates } from "../../fixtures";
import { inGerman, rightToLeft } from "../../fixtures/decorators";
import type { PostSummary } from "../../writing";
import { Writing } from "./Writing";

const postHref = (post: PostSummary) => `/writing/${post.slug}`;

const meta = {
  title: "Sections/Writing",
  component: Writing,
  args: { posts: samplePosts, hrefOf: postHref, allHref: "/writing" },
} satisfies Meta<typeof Writing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "Writing" });
    await expect(within(region).getAllByRole("heading", { level: 3 })).toHaveLength(samplePosts.length);
    await expect(within(region).getByRole("link", { name: "All writing" })).toHaveAttribute(
      "href",
      "/writing",
    );
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const LongTitles: Story = { args: { posts: [longTitlePost, ...samplePosts.slice(1)] } };

export const NoCovers: Story = { args: { posts: samplePosts.map(({ cover: _cover, ...post }) => post) } };

export const NarrowScreen: Story = { globals: { viewport: { value: "phone", isRotated: false } } };

export const RightToLeft: Story = { args: { posts: arabicPosts }, decorators: [rightToLeft] };

export const German: Story = {
  args: { posts: germanPosts, allHref: "/de/writing" },
  decorators: [inGerman],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Artikel" });
    await expect(within(region).getByRole("link", { name: "Alle Artikel" })).toHaveAttribute(
      "href",
      "/de/writing",
    );
  },
};

/** The latest posts on the muted tone, then on the page colour: the visual baseline. */
// Alone, a section's "auto" tone is the page colour: the first state shows the muted one.
export const AllStates: Story = sectionStates(
  Writing,
  { tone: "muted" },
  { id: "writing-plain", heading: "Notes", posts: samplePosts.slice(1), tone: "default" },
);
