import { atomFeed, feedPaths, rssFeed, type FeedInput } from "@pmfolio/core";
import { contentIn, defaultLanguage, languages, pathIn, postsIn } from "./languages";
import { pageWords } from "./pageWords";

/**
 * Each language's feeds (RSS 2.0 and Atom, whole posts), as files for the build to write beside
 * the pages: none for a language without posts. `postBody` is the server entry's renderer, so a
 * feed carries the same HTML as the post's page.
 */
export function writingFeeds(
  siteUrl: string,
  postBody: (language: string, slug: string) => string,
): { path: string; text: string }[] {
  return languages.flatMap((language) => {
    const posts = postsIn(language);
    if (!posts.length) return [];
    const { profile } = contentIn(language);
    const words = pageWords(language);
    const feed: FeedInput = {
      siteUrl,
      language,
      defaultLanguage,
      title: words.feedTitle(profile.name),
      description: words.writingDescription(profile.name),
      authorName: profile.name,
      ...(profile.email ? { authorEmail: profile.email } : {}),
      posts: posts.map((post) => ({ ...post, html: postBody(language, post.slug) })),
    };
    return [
      { path: pathIn(feedPaths.rss, language), text: rssFeed(feed) },
      { path: pathIn(feedPaths.atom, language), text: atomFeed(feed) },
    ];
  });
}
