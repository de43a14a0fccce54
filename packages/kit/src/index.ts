// Each area lists its public names explicitly in its own index.
export { PortfolioProvider } from "./theme/PortfolioProvider";
export type { PortfolioProviderProps } from "./theme/PortfolioProvider";
export { ThemeScope } from "./theme/ThemeScope";
export type { ThemeScopeProps } from "./theme/ThemeScope";
export { defaultLabels } from "./labels/defaultLabels";
export type { Labels, LabelsOverride, CountLabel } from "./labels";
export { tokens, darkTokens, mediaUp } from "./theme/tokens";
export type {
  Tokens,
  ThemeOverride,
  ThemeSchemeOverride,
  DeprecatedColorNames,
  ThemeTokens,
  ThemeTokensOverride,
} from "./theme/tokens";
export { brandColors } from "./theme/brand";
export type { BrandColor } from "./theme/brand";
export { vars, themeDeclarations, themeCss } from "./theme/vars";
export type { ColorSchemeMode, ThemeCssOptions } from "./theme/vars";
export { COLOR_SCHEME_ATTRIBUTE, COLOR_SCHEME_STORAGE_KEY, colorSchemeScript } from "./theme/colorScheme";
export type { ColorScheme } from "./theme/colorScheme";
export { Button, ButtonLink } from "./primitives/Button";
export type { ButtonProps, ButtonLinkProps, ButtonVariant, ButtonSize } from "./primitives/Button";
export * from "./layout";
export * from "./display";
export * from "./accessibility";
export * from "./media";
export * from "./motion";
export * from "./routing";
export * from "./icons";
export * from "./navigation";
export * from "./feedback";
export * from "./sections";
export * from "./projects";
export * from "./pages";
export * from "./resume";
export * from "./admin";
export * from "./analytics";
// The content model, so a portfolio can type its content with the kit alone (`About` is the section
// component, so its content type is `AboutContent` here).
export type {
  About as AboutContent,
  Award,
  ExperienceEntry,
  Feature,
  IconName,
  ImageAsset,
  Metric,
  PortfolioContent,
  Profile,
  Project,
  ProjectBlock,
  ProjectBlockType,
  ProjectPageContent,
  ProjectWithPage,
  RoadmapPhase,
  SiteMeta,
  Skill,
  SkillGroup,
  StackLayer,
  Tool,
} from "@pmfolio/core";
