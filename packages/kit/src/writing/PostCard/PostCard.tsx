import type { PostSummary } from "@pmfolio/core";
import { forwardRef, useId, type ComponentPropsWithoutRef } from "react";
import { tokens } from "../../theme/tokens";
import { PostTagList } from "../PostTagList";
import { Day, Dot, useReadingTime } from "./PostMeta";
import { Body, Card, Meta, Summary, Thumbnail, Title, TitleLink } from "./PostCard.styles";

/** The thumbnail: the card's width on a phone, 10rem beside the text from tablets up (PostCard.styles). */
const thumbnailSizes = `(min-width: ${tokens.breakpoint.sm}px) 160px, 100vw`;

/** A post as its lists and cards show it: everything but its Markdown. */
export type { PostSummary };

export interface PostCardProps extends Omit<ComponentPropsWithoutRef<"article">, "children"> {
  /** The post: title, date, reading time, summary, tags and cover. */
  post: PostSummary;
  /** Where the title leads: the post's page, e.g. core's `postPath`. */
  href: string;
  /**
   * Where a tag leads: its list of posts, e.g. core's `tagPath`.
   * @defaultValue none: the tags are not shown
   */
  tagHrefOf?: (tag: string) => string;
  /**
   * False leaves the cover's thumbnail out (a short list, such as the home page's).
   * @defaultValue true
   */
  showCover?: boolean;
  /**
   * The title's heading level: 2 on a page of posts, 3 under a section's heading.
   * @defaultValue 2
   */
  headingLevel?: 2 | 3;
}

/**
 * One post in a list, an `article` named by its title: the title as a link to the post, the date
 * (a `<time>`) and reading time, the summary, the tags as links, and the cover as a thumbnail
 * when the post has one (loaded lazily, at its size).
 */
export const PostCard = forwardRef<HTMLElement, PostCardProps>(function PostCard(
  { post, href, tagHrefOf, headingLevel = 2, showCover = true, ...rest },
  ref,
) {
  const titleId = useId();
  const readingTime = useReadingTime(post.readingMinutes);
  const cover = showCover ? post.cover : undefined;
  return (
    <Card ref={ref} aria-labelledby={titleId} data-cover={cover ? "" : undefined} {...rest}>
      <Body>
        <Title as={`h${headingLevel}`} id={titleId}>
          <TitleLink href={href}>{post.title}</TitleLink>
        </Title>
        <Meta>
          <Day day={post.date} />
          <Dot />
          {readingTime}
        </Meta>
        <Summary>{post.summary}</Summary>
        {tagHrefOf ? <PostTagList tags={post.tags} hrefOf={tagHrefOf} /> : null}
      </Body>
      {cover ? <Thumbnail image={cover} sizes={thumbnailSizes} loading="lazy" decoding="async" /> : null}
    </Card>
  );
});
