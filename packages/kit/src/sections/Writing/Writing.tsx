import { forwardRef } from "react";
import { useLabels } from "../../labels";
import { siteLabels } from "../../labels/siteLabels";
import { Section, type SectionTone } from "../../layout/Section";
import { SectionHeading } from "../../layout/SectionHeading";
import { PostList } from "../../writing/PostList";
import type { PostSummary } from "../../writing/PostCard";
import type { SectionAttributes } from "../sectionAttributes";
import { AllLink, Latest } from "./Writing.styles";

export interface WritingProps extends SectionAttributes {
  /** The latest posts, newest first (a site shows three). */
  posts: readonly PostSummary[];
  /** Where a post leads: its page, e.g. core's `postPath`. */
  hrefOf: (post: PostSummary) => string;
  /** Where "All writing" leads: the list of every post (/writing). */
  allHref: string;
  /**
   * The section's heading.
   * @defaultValue `labels.writing.heading` ("Writing")
   */
  heading?: string;
  /** Short label above the heading. */
  eyebrow?: string;
  /** A sentence under the heading. */
  lead?: string;
  /**
   * The section's id, the anchor navigation scrolls to.
   * @defaultValue "writing"
   */
  id?: string;
  /**
   * Background of the section: "auto" alternates the page colour and the muted surface by the
   * section's position among its parent's sections.
   * @defaultValue "auto"
   */
  tone?: SectionTone;
}

/**
 * The home page's writing section (id "writing"): the latest posts as a `PostList` (h3 titles)
 * and a link to all of them. Leave it out when there are no posts.
 */
export const Writing = forwardRef<HTMLElement, WritingProps>(function Writing(
  { id = "writing", posts, hrefOf, allHref, heading, eyebrow, lead, tone = "auto", ...rest },
  ref,
) {
  const labels = useLabels("writing", siteLabels.writing);
  return (
    <Section ref={ref} id={id} tone={tone} width="narrow" {...rest}>
      <SectionHeading eyebrow={eyebrow} title={heading ?? labels.heading} lead={lead} />
      <Latest>
        {/* Titles, dates and summaries only: the home page is read first, and its first flight is 14 KB. */}
        <PostList posts={posts} hrefOf={hrefOf} headingLevel={3} showCovers={false} />
        <AllLink href={allHref}>{labels.allPosts}</AllLink>
      </Latest>
    </Section>
  );
});
