export { iconNames, profileNetworks } from "./types";
export { projectBlockKeys, projectBlockKeyType, projectBlockTypes } from "./blockKeys";
export {
  contentFileSchemas,
  isLanguageTag,
  isProjectSlug,
  portfolioContentSchema,
  projectFileSchema,
  projectBlockSchema,
} from "./schema";
export { postFrontMatterSchema } from "./postSchema";
export {
  ContentError,
  contentFromFiles,
  problemLine,
  type ContentProblem,
  localizedContentFromFiles,
  projectFileName,
  siteLanguages,
  type LocalizedContent,
} from "./contentFiles";
export { fieldHint } from "./contentProblems";
export { editedContentJson, formatContentJson } from "./contentText";
export { contentImageLimits, isContentFileName } from "./editing";
export type {
  ContentImage,
  ContentImagePart,
  ContentImageReceived,
  ContentPublish,
  ContentPublished,
  ContentRefusal,
  ContentSnapshot,
} from "./editing";
export { contentHistoryLimit, isRevision } from "./history";
export type { ContentHistory, ContentVersion, ContentVersionText } from "./history";
export { localizedPath, pathLanguage, textDirection } from "./languagePaths";
export { ownerLanguageOf, ownerLanguages, ownerLocaleOf, type OwnerLanguage } from "./ownerLanguage";
export { imageUses, madeWidths, recordedImageSizes, removeImagesLimit } from "./media";
export type { ContentMedia, ContentMediaImage } from "./media";
export { LocalizedText, localize, type Delocalized } from "./localized";
export { networkOf, profileLinks } from "./profileLinks";
export { slugOf } from "./slug";
export {
  contentImageWidths,
  imagePathAs,
  modernFormatsOf,
  modernImageFormats,
  sizedImagePath,
  uploadedImagePattern,
  uploadedImageVariants,
  withUploadedImageVariants,
  type UploadedImageVariants,
} from "./uploadedImages";
export { hasTagSlug, tagSlug } from "./tags";
export { feedPaths, postPath, tagPath, writingPath } from "./writingPaths";
export {
  isPrivateProject,
  projectHref,
  projectPath,
  projectsWithPages,
  publicContent,
  publicProject,
} from "./projects";
export { countedPaths, isOwnerPath, sitePages, sitePagesIn } from "./sitePages";
export type { SiteAccess, SitePage, SitePageAt, SitePageIn } from "./sitePages";
export type {
  IconName,
  ImageAsset,
  Profile,
  ProfileLink,
  ProfileNetwork,
  CaptionedImage,
  ProjectVideo,
  ProjectQuote,
  About,
  Skill,
  SkillGroup,
  Tool,
  ExperienceEntry,
  Award,
  Project,
  ProjectWithPage,
  ProjectPageContent,
  ProjectBlock,
  ProjectBlockType,
  Metric,
  Feature,
  RoadmapPhase,
  StackLayer,
  SiteMeta,
  PortfolioContent,
} from "./types";
