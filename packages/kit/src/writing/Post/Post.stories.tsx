import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import {
  arabicPostBody,
  arabicPosts,
  germanPostBody,
  germanPosts,
  longTitlePost,
  sampleAuthor,
  sampleBody,
  samplePosts,
  sampleTagHref,
} from "../../fixtures";
import { inGerman, inMain, rightToLeft, Still } from "../../fixtures/decorators";
import { Post } from "./Post";

const [post, older] = samplePosts as [(typeof samplePosts)[0], (typeof samplePosts)[0]];
const { cover: _cover, ...noCover } = post;

/** The first post in a translation, linking to the next one under the language's prefix, by an author whose headline is in that language. */
const translatedPost = (posts: typeof samplePosts, html: string, headline: string) => {
  const [first, second] = posts as [(typeof posts)[0], (typeof posts)[0]];
  return {
    post: first,
    html,
    next: { title: second.title, href: `/${second.language}/writing/${second.slug}` },
    author: { ...sampleAuthor, headline, tagline: undefined },
  };
};

const meta = {
  title: "Writing/Post",
  component: Post,
  args: {
    post,
    html: sampleBody,
    tagHrefOf: sampleTagHref,
    backHref: "/writing",
    next: { title: older.title, href: `/writing/${older.slug}` },
    author: sampleAuthor,
    contactHref: "/#contact",
  },
  decorators: [inMain],
} satisfies Meta<typeof Post>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByRole("article", { name: post.title });
    await expect(within(article).getByRole("heading", { level: 1, name: post.title })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to writing" })).toHaveAttribute("href", "/writing");
    await expect(canvas.getByText("March 14, 2026")).toHaveAttribute("datetime", "2026-03-14");
    await expect(canvas.getByText("April 2, 2026")).toHaveAttribute("datetime", "2026-04-02");
    await expect(canvas.getByRole("link", { name: "Link to “Start with the last time”" })).toHaveAttribute(
      "href",
      "#start-with-the-last-time",
    );
    await expect(canvas.getByRole("img", { name: post.cover!.alt })).toHaveAttribute("fetchpriority", "high");
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const LongTitle: Story = { args: { post: longTitlePost } };

/** No cover, no update, and both neighbours. */
export const NoCover: Story = {
  args: {
    post: { ...noCover, updated: undefined },
    previous: { title: "A newer post", href: "/writing/newer" },
  },
};

export const NarrowScreen: Story = { globals: { viewport: { value: "phone", isRotated: false } } };

export const RightToLeft: Story = {
  args: translatedPost(arabicPosts, arabicPostBody, "مديرة منتجات"),
  decorators: [rightToLeft],
};

export const German: Story = {
  args: translatedPost(germanPosts, germanPostBody, "Produktmanagerin"),
  decorators: [inGerman],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Fußnoten" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Kontakt aufnehmen" })).toHaveAttribute(
      "href",
      "/#contact",
    );
  },
};

/** The whole post at a phone's width, where the code block and the table scroll: the visual baseline. */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: (args) => (
    <Still>
      <div style={{ maxWidth: 420 }}>
        {/* No portrait: lazy, below the fold, it may or may not have loaded when the shot is taken. */}
        <Post
          {...args}
          previous={{ title: "A newer post", href: "/writing/newer" }}
          author={{ ...sampleAuthor, portrait: undefined }}
        />
      </div>
    </Still>
  ),
};
