import type { ImageAsset } from "@pmfolio/core";
import { forwardRef, useId, type ComponentPropsWithoutRef } from "react";
import { useLabels } from "../../labels";
import { siteLabels } from "../../labels/siteLabels";
import { Container } from "../../layout/Container";
import { Icon } from "../../primitives/Icon";
import { ResponsiveImage } from "../../primitives/ResponsiveImage";
import { postImageSizes } from "../../internal/imageSizes";
import { PageHeader } from "../../pages/ProjectPage/PageHeader";
import { BackLink, PageTitle } from "../../pages/ProjectPage/ProjectPage.styles";
import type { PostSummary } from "../PostCard";
import { Day, Dot, useReadingTime } from "../PostCard/PostMeta";
import { PostTagList } from "../PostTagList";
import {
  Author,
  AuthorText,
  ContactLink,
  Cover,
  Frame,
  Meta,
  Neighbour,
  Neighbours,
  Portrait,
} from "./Post.styles";
import { Prose } from "./Prose.styles";

/** A neighbouring post: its title and its page. */
export interface PostLink {
  title: string;
  href: string;
}

/** The post's author, as the block at its end shows them (the site's owner). */
export interface PostAuthor {
  name: string;
  headline: string;
  /** A sentence about them. */
  tagline?: string;
  /** Their photo, shown small. */
  portrait?: ImageAsset;
}

export interface PostProps extends Omit<ComponentPropsWithoutRef<"article">, "children"> {
  /** The post: title, dates, reading time, tags and cover. */
  post: PostSummary;
  /**
   * The post's body as HTML: core's `renderMarkdown(post.markdown, …).html`, which is sanitised.
   * It is put in the page as it is, so never pass HTML from anywhere else.
   */
  html: string;
  /** Where a tag leads: its list of posts, e.g. core's `tagPath`. */
  tagHrefOf: (tag: string) => string;
  /** Where the back link leads: the list of posts (/writing). */
  backHref: string;
  /** The newer and older posts, linked at the end. */
  previous?: PostLink;
  next?: PostLink;
  /** Who wrote it: the block at the end. */
  author: PostAuthor;
  /** Where the author block's contact link leads, e.g. "/#contact". */
  contactHref: string;
}

/**
 * A post's page as an `article` named by its h1; the host wraps it in `<main id="main">`. The
 * header has the back link, the title, the dates (`<time>`s), the reading time, the tags and the
 * cover (loaded first: it may be the largest paint); then the body, the links to the previous
 * and next posts, and the author with a contact link. Plain HTML and CSS: it needs no script.
 */
export const Post = forwardRef<HTMLElement, PostProps>(function Post(
  { post, html, tagHrefOf, backHref, previous, next, author, contactHref, ...rest },
  ref,
) {
  const labels = useLabels("writing", siteLabels.writing);
  // The previous and the next post are linked alike, in reading order, each with its rel.
  const neighbours = [
    { side: "previous", rel: "prev", link: previous },
    { side: "next", rel: "next", link: next },
  ] as const;
  const readingTime = useReadingTime(post.readingMinutes);
  const id = useId();
  const titleId = `${id}-title`;
  const authorId = `${id}-author`;
  const { cover } = post;
  return (
    <article ref={ref} aria-labelledby={titleId} {...rest}>
      <PageHeader width="narrow">
        <BackLink href={backHref}>
          <Icon name="arrow-left" size={18} />
          {labels.backToWriting}
        </BackLink>
        <PageTitle id={titleId}>{post.title}</PageTitle>
        <Meta>
          <span>
            {`${labels.published} `}
            <Day day={post.date} />
          </span>
          {post.updated && post.updated !== post.date ? (
            <>
              <Dot />
              <span>
                {`${labels.updated} `}
                <Day day={post.updated} />
              </span>
            </>
          ) : null}
          <Dot />
          <span>{readingTime}</span>
        </Meta>
        <PostTagList tags={post.tags} hrefOf={tagHrefOf} />
      </PageHeader>
      <Container width="narrow">
        <Frame>
          {cover ? (
            <Cover
              image={cover}
              sizes={postImageSizes}
              loading="eager"
              decoding="async"
              fetchPriority="high"
            />
          ) : null}
          <Prose dangerouslySetInnerHTML={{ __html: html }} />
          {previous || next ? (
            <Neighbours>
              {neighbours.map(({ side, rel, link }) =>
                link ? (
                  <li key={side}>
                    <Neighbour href={link.href} rel={rel} data-side={side}>
                      <span>{labels[side]}</span> {link.title}
                    </Neighbour>
                  </li>
                ) : null,
              )}
            </Neighbours>
          ) : null}
          <Author aria-labelledby={authorId}>
            {author.portrait ? (
              <Portrait>
                <ResponsiveImage image={author.portrait} loading="lazy" decoding="async" />
              </Portrait>
            ) : null}
            <AuthorText>
              <h2 id={authorId}>{labels.aboutAuthor}</h2>
              <p>
                <strong>{author.name}</strong>
                {`, ${author.headline}`}
              </p>
              {author.tagline ? <p>{author.tagline}</p> : null}
              <ContactLink href={contactHref}>{labels.contact}</ContactLink>
            </AuthorText>
          </Author>
        </Frame>
      </Container>
    </article>
  );
});
