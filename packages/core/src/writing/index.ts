export { atomFeed, rssFeed, type FeedInput, type FeedPost } from "./feeds";
export { readFrontMatter, withFrontMatter, type FrontMatterRead } from "./frontMatter";
export { feedPaths, postPath, tagPath, writingPath } from "./paths";
export { isPostFileName, postFileName, postOfFileName, postSlugsFromNames, postsFolder } from "./postFiles";
export {
  postsByTag,
  postsFromFiles,
  publishedPostsByLanguage,
  type Post,
  type PostFrontMatter,
} from "./posts";
export { readingMinutes } from "./readingTime";
