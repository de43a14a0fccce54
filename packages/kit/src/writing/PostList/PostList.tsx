import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useLabels } from "../../labels";
import { siteLabels } from "../../labels/siteLabels";
import { PostCard, type PostSummary } from "../PostCard";
import { Empty, Posts } from "./PostList.styles";

export interface PostListProps extends Omit<ComponentPropsWithoutRef<"ol">, "children"> {
  /** The posts, in the order shown (newest first, as core lists them). */
  posts: readonly PostSummary[];
  /** Where a post leads: its page, e.g. core's `postPath`. */
  hrefOf: (post: PostSummary) => string;
  /**
   * Where a tag leads: its list of posts, e.g. core's `tagPath`.
   * @defaultValue none: the cards show no tags
   */
  tagHrefOf?: (tag: string) => string;
  /**
   * False leaves the covers' thumbnails out.
   * @defaultValue true
   */
  showCovers?: boolean;
  /**
   * The cards' heading level: 2 under the page's h1, 3 under a section's h2.
   * @defaultValue 2
   */
  headingLevel?: 2 | 3;
  /**
   * What an empty list says instead.
   * @defaultValue `labels.writing.noPosts` ("No posts yet.")
   */
  emptyText?: string;
}

/**
 * Posts as an ordered list (`<ol>`) of `PostCard`s; with no posts, a paragraph that says so (the
 * list's attributes and ref are the list's alone).
 */
export const PostList = forwardRef<HTMLOListElement, PostListProps>(function PostList(
  { posts, hrefOf, tagHrefOf, headingLevel = 2, emptyText, showCovers = true, ...rest },
  ref,
) {
  const labels = useLabels("writing", siteLabels.writing);
  if (posts.length === 0) return <Empty>{emptyText ?? labels.noPosts}</Empty>;
  return (
    <Posts ref={ref} {...rest}>
      {posts.map((post) => (
        <li key={`${post.language}/${post.slug}`}>
          <PostCard
            post={post}
            href={hrefOf(post)}
            tagHrefOf={tagHrefOf}
            headingLevel={headingLevel}
            showCover={showCovers}
          />
        </li>
      ))}
    </Posts>
  );
});
