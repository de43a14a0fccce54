// The root entry is safe on a server: the pure helpers, tokens, default labels and the theme CSS
// are defined here (a React Server Component can call them), and the components come from
// `./client`, a module marked "use client" that a server page renders as client components.
// Each area lists its public names explicitly in its own index.
export { defaultLabels } from "./labels/defaultLabels";
export { germanSiteLabels } from "./labels/germanSiteLabels";
export { siteLabelsFor } from "./labels/siteLabelsFor";
// A label given as a template ("Posts tagged “{tag}”"), filled as the components fill it.
export { fillTemplate } from "./labels/template";
export type {
  Labels,
  SiteLabels,
  OwnerLabels,
  LabelsOverride,
  CountLabel,
  Template,
  PluralTemplate,
} from "./labels";
export { tokens, darkTokens, mediaUp } from "./theme/tokens";
export type {
  Tokens,
  ThemeOverride,
  ThemeSchemeOverride,
  DeprecatedColorNames,
  ThemeTokens,
  ThemeTokensOverride,
} from "./theme/tokens";
// How wide the kit shows an image (`sizes`): a place's own (shownUpTo), and the posts' column.
export { postImageSizes, shownUpTo } from "./internal/imageSizes";
export { brandColors } from "./theme/brand";
export type { BrandColor } from "./theme/brand";
export { vars, themeDeclarations, themeCss } from "./theme/vars";
export type { ColorSchemeMode, ThemeCssOptions } from "./theme/vars";
export { COLOR_SCHEME_ATTRIBUTE, COLOR_SCHEME_STORAGE_KEY, colorSchemeScript } from "./theme/colorScheme";
export type { ColorScheme } from "./theme/colorScheme";
export { projectPath, projectHref, projectsWithPages, profileLinks } from "@pmfolio/core";
export { resumeModel, toJsonResume } from "@pmfolio/core";
// A post's body: core's renderer and the words it writes, from the labels.
export { renderMarkdown, postPath, tagPath, writingPath } from "@pmfolio/core";
export type { MarkdownWords, Post as PostContent } from "@pmfolio/core";
export { markdownWords } from "./writing/markdownWords";
export type { JsonResume, ResumeModel } from "@pmfolio/core";
export * from "./client";
// The content model, so a portfolio can type its content with the kit alone (`About` is the section
// component, so its content type is `AboutContent` here).
export type {
  About as AboutContent,
  Award,
  CaptionedImage,
  ExperienceEntry,
  Feature,
  IconName,
  ImageAsset,
  Metric,
  PortfolioContent,
  Profile,
  ProfileLink,
  ProfileNetwork,
  Project,
  ProjectBlock,
  ProjectBlockType,
  ProjectPageContent,
  ProjectQuote,
  ProjectVideo,
  ProjectWithPage,
  RoadmapPhase,
  SiteMeta,
  Skill,
  SkillGroup,
  StackLayer,
  Tool,
} from "@pmfolio/core";
