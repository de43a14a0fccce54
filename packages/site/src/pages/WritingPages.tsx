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

/** /writing: every post, newest first, and the tags to browse by (the route table's). */
export function WritingPage({ posts, tags }: { posts: PostSummary[]; tags: string[] }) {
  const { postHref, tagHref } = useWritingLinks();
  return <PostIndex posts={posts} hrefOf={postHref} tagHrefOf={tagHref} tags={tags} />;
}

/** /writing/tags/{tag}: the posts with that tag, and every tag to browse by. */
export function TagPage({ tag, posts, tags }: { tag: string; posts: PostSummary[]; tags: string[] }) {
  const { postHref, tagHref } = useWritingLinks();
  return <PostIndex posts={posts} hrefOf={postHref} tagHrefOf={tagHref} tags={tags} tag={tag} />;
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
