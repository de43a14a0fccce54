import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { arabicPosts, germanPosts, longTitlePost, samplePosts, sampleTagHref } from "../../fixtures";
import { framed, inGerman, rightToLeft, Still } from "../../fixtures/decorators";
import { PostCard } from "./PostCard";

const [withCover, withoutCover] = samplePosts as [(typeof samplePosts)[0], (typeof samplePosts)[0]];
const meta = {
  title: "Writing/PostCard",
  component: PostCard,
  args: { post: withCover, href: `/writing/${withCover.slug}`, tagHrefOf: sampleTagHref },
  decorators: [framed(760)],
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole("article", { name: withCover.title });
    await expect(within(card).getByRole("link", { name: withCover.title })).toHaveAttribute(
      "href",
      `/writing/${withCover.slug}`,
    );
    await expect(within(card).getByText("March 14, 2026")).toHaveAttribute("datetime", "2026-03-14");
    await expect(within(card).getByText("6 min read", { exact: false })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const LongTitle: Story = { args: { post: longTitlePost } };

export const NoCover: Story = { args: { post: withoutCover } };

export const NarrowScreen: Story = { globals: { viewport: { value: "phone", isRotated: false } } };

export const RightToLeft: Story = { args: { post: arabicPosts[0]! }, decorators: [rightToLeft] };

export const German: Story = {
  args: { post: germanPosts[0]! },
  decorators: [inGerman],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("14. März 2026")).toHaveAttribute("datetime", "2026-03-14");
    await expect(canvas.getByText("6 Min. Lesezeit", { exact: false })).toBeVisible();
  },
};

/** With a cover, without one, and a long title with many tags: the visual baseline. */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: (args) => (
    <Still>
      <PostCard {...args} />
      <PostCard {...args} post={withoutCover} headingLevel={3} />
      <PostCard {...args} post={longTitlePost} />
    </Still>
  ),
};
