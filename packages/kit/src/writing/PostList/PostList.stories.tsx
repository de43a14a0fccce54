import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { arabicPosts, germanPosts, longTitlePost, samplePosts, sampleTagHref } from "../../fixtures";
import { framed, inGerman, rightToLeft, Still } from "../../fixtures/decorators";
import type { PostSummary } from "../PostCard";
import { PostList } from "./PostList";

const postHref = (post: PostSummary) => `/writing/${post.slug}`;
const noCovers = samplePosts.map(({ cover: _cover, ...post }) => post);

const meta = {
  title: "Writing/PostList",
  component: PostList,
  args: { posts: samplePosts, hrefOf: postHref, tagHrefOf: sampleTagHref },
  decorators: [framed(760)],
} satisfies Meta<typeof PostList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("article")).toHaveLength(samplePosts.length);
    await expect(canvas.getAllByRole("heading", { level: 2 })).toHaveLength(samplePosts.length);
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const LongTitles: Story = { args: { posts: [longTitlePost, ...samplePosts.slice(1)] } };

export const NoCovers: Story = { args: { posts: noCovers } };

export const Empty: Story = {
  args: { posts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No posts yet.")).toBeVisible();
  },
};

export const NarrowScreen: Story = { globals: { viewport: { value: "phone", isRotated: false } } };

export const RightToLeft: Story = { args: { posts: arabicPosts }, decorators: [rightToLeft] };

export const German: Story = { args: { posts: germanPosts }, decorators: [inGerman] };

/** Posts with and without covers, then the empty list: the visual baseline. */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: (args) => (
    <Still>
      <PostList {...args} />
      <hr />
      <PostList {...args} posts={[]} />
    </Still>
  ),
};
