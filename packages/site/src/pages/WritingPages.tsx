import { Post, PostIndex, type PostSummary } from "@pmfolio/kit";
import { postPath, tagPath, writingPath } from "@pmfolio/core";
import { pathIn, postsIn, usePageContent, usePageLanguage } from "../languages";
import { usePostBody } from "../postBodies";

/**
 * The writing's pages (core's `sitePages`: the list, a post, a tag's posts), in the page's
 * language, with the kit's components. Prerendered like every public page; no script of theirs.
 */
function useWritingLinks() {
  const language = usePageLanguage();
  return {
    language,
    postHref: (post: PostSummary) => pathIn(postPath(post.slug), language),
    tagHref: (tag: string) => pathIn(tagPath(tag), language),
    listHref: pathIn(writingPath, language),
  };
}

/** Every tag of a language's posts, in the order they first appear (newest post first). */
function tagsOf(posts: readonly PostSummary[]): string[] {
  const seen = new Map<string, string>();
  for (const post of posts)
    for (const tag of post.tags) if (!seen.has(tagPath(tag))) seen.set(tagPath(tag), tag);
  return [...seen.values()];
}

/** /writing: every post, newest first, and the tags to browse by. */
export function WritingPage({ posts }: { posts: PostSummary[] }) {
  const { postHref, tagHref } = useWritingLinks();
  return <PostIndex posts={posts} hrefOf={postHref} tagHrefOf={tagHref} tags={tagsOf(posts)} />;
}

/** /writing/tags/{tag}: the posts with that tag. */
export function TagPage({ tag, posts }: { tag: string; posts: PostSummary[] }) {
  const { language, postHref, tagHref } = useWritingLinks();
  return (
    <PostIndex
      posts={posts}
      hrefOf={postHref}
      tagHrefOf={tagHref}
      tags={tagsOf(postsIn(language))}
      tag={tag}
    />
  );
}

/** /writing/{slug}: the post, the posts before and after it, and who wrote it. */
export function PostPage({ post }: { post: PostSummary }) {
  const { language, postHref, tagHref, listHref } = useWritingLinks();
  const { profile } = usePageContent();
  const body = usePostBody();
  const posts = postsIn(language);
  const at = posts.findIndex((other) => other.slug === post.slug);
  // Newest first: the next post is the newer one.
  const link = (other: PostSummary | undefined) => other && { title: other.title, href: postHref(other) };
  return (
    <Post
      post={post}
      html={body(language, post.slug)}
      previous={link(posts[at + 1])}
      next={link(posts[at - 1])}
      tagHrefOf={tagHref}
      backHref={listHref}
      author={{
        name: profile.name,
        headline: profile.headline,
        tagline: profile.tagline,
        portrait: profile.portrait,
      }}
      contactHref={`${pathIn("/", language)}#contact`}
    />
  );
}
