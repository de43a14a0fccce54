import { forwardRef, useId, type ComponentPropsWithoutRef } from "react";
import { useLabels } from "../../labels";
import { siteLabels } from "../../labels/siteLabels";
import { fillTemplate } from "../../labels/template";
import { Container } from "../../layout/Container";
import { PageHeader } from "../../pages/ProjectPage/PageHeader";
import { PageTitle } from "../../pages/ProjectPage/ProjectPage.styles";
import type { PostSummary } from "../PostCard";
import { PostList } from "../PostList";
import { PostTagList } from "../PostTagList";
import { Body, Lead } from "./PostIndex.styles";

export interface PostIndexProps extends Omit<ComponentPropsWithoutRef<"section">, "children"> {
  /** The posts shown, newest first: every post, or one tag's. */
  posts: readonly PostSummary[];
  /** Where a post leads: its page, e.g. core's `postPath`. */
  hrefOf: (post: PostSummary) => string;
  /** Where a tag leads: its list of posts, e.g. core's `tagPath`. */
  tagHrefOf: (tag: string) => string;
  /** Every tag of the writing, to browse by; the one whose page this is, as `tag`. */
  tags: readonly string[];
  /**
   * The tag whose posts these are; without it, the page is the list of every post.
   * @defaultValue none
   */
  tag?: string;
  /** A sentence under the heading. */
  lead?: string;
}

/**
 * The writing's page, as a `section` named by its h1: "Writing" (`labels.writing.heading`), or
 * "Posts tagged “{tag}”" (`labels.writing.taggedWith`) on a tag's page, the tags to browse by
 * (the current one marked), and the posts as a `PostList` with h2 titles. Plain HTML and CSS.
 */
export const PostIndex = forwardRef<HTMLElement, PostIndexProps>(function PostIndex(
  { posts, hrefOf, tagHrefOf, tags, tag, lead, ...rest },
  ref,
) {
  const labels = useLabels("writing", siteLabels.writing);
  const titleId = `${useId()}-title`;
  return (
    <section ref={ref} aria-labelledby={titleId} {...rest}>
      <PageHeader width="narrow">
        <PageTitle id={titleId}>
          {tag === undefined
            ? labels.heading
            : typeof labels.taggedWith === "function"
              ? labels.taggedWith(tag)
              : fillTemplate(labels.taggedWith, { tag })}
        </PageTitle>
        {lead ? <Lead>{lead}</Lead> : null}
        <PostTagList tags={tags} hrefOf={tagHrefOf} current={tag} />
      </PageHeader>
      <Container width="narrow">
        <Body>
          <PostList posts={posts} hrefOf={hrefOf} tagHrefOf={tagHrefOf} headingLevel={2} />
        </Body>
      </Container>
    </section>
  );
});
