export { atomFeed, rssFeed, type FeedInput, type FeedPost } from "./feeds";
export { readFrontMatter, withFrontMatter, type FrontMatterRead } from "./frontMatter";
export { isPostFileName, postFileName, postOfFileName, postSlugsFromNames, postsFolder } from "./postFiles";
export {
  postsFromFiles,
  publishedPostsByLanguage,
  type Post,
  type PostFrontMatter,
  type PostSummary,
} from "./posts";
export { readingMinutes } from "./readingTime";
