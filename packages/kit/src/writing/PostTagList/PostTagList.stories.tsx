import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { sampleTagHref } from "../../fixtures";
import { framed, inGerman, rightToLeft, Still } from "../../fixtures/decorators";
import { PostTagList } from "./PostTagList";

const meta = {
  title: "Writing/PostTagList",
  component: PostTagList,
  args: { tags: ["Research", "Roadmaps", "Pricing"], hrefOf: sampleTagHref },
  decorators: [framed(520)],
} satisfies Meta<typeof PostTagList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list", { name: "Tags" });
    await expect(within(list).getByRole("link", { name: "Research" })).toHaveAttribute(
      "href",
      "/writing/tags/research",
    );
  },
};

/** On a tag's own page: that tag is the current one. */
export const Current: Story = {
  args: { current: "Roadmaps" },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Roadmaps" });
    await expect(link).toHaveAttribute("aria-current", "page");
  },
};

export const Dark: Story = { args: { current: "Roadmaps" }, globals: { theme: "dark" } };

export const LongTags: Story = {
  args: {
    tags: ["Research", "Customer interviews at scale", "Roadmaps", "Pricing experiments", "Onboarding"],
  },
};

export const RightToLeft: Story = { args: { tags: ["بحث", "خرائط الطريق"] }, decorators: [rightToLeft] };

export const German: Story = {
  args: { tags: ["Forschung", "Preise"] },
  decorators: [inGerman],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("list", { name: "Schlagwörter" })).toBeVisible();
  },
};

/** Plain, with a current tag, and wrapping: the visual baseline. */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: (args) => (
    <Still>
      <div style={{ display: "grid", gap: 24, maxWidth: 320 }}>
        <PostTagList {...args} />
        <PostTagList {...args} current="Roadmaps" aria-label="Current tag" />
        <PostTagList
          {...args}
          tags={["Customer interviews at scale", "Onboarding", "Pricing experiments"]}
          aria-label="Long tags"
        />
      </div>
    </Still>
  ),
};
