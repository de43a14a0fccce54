import {
  localizedPath,
  ownerLanguageOf,
  ownerLocaleOf,
  pathLanguage,
  textDirection,
  type PortfolioContent,
  type PostSummary,
} from "@pmfolio/core";
import { createContext, useContext, type ReactNode } from "react";
import { content, siteContent } from "./content";

/**
 * The site's languages (content/site.json's `locale` first, then its `translations`), where each
 * page is in each of them (core's `localizedPath`), and the content and kit labels a page in one
 * of them shows. A language without a label set of the kit's shows the kit's English labels
 * around its own content.
 */
export const languages: readonly string[] = siteContent.languages;
export const defaultLanguage: string = languages[0]!;

export { labelsFor } from "./labelSets";

/**
 * The owner pages' language (site.json's `ownerLanguage`; without it the default language's, when
 * the owner pages are written in it, else English), and their locale: their `<html lang>`, how
 * their dates and numbers read, and the kit's words around them (navigation and footer included).
 */
export const ownerLanguage: string = ownerLanguageOf(content.site);
export const ownerLocale: string = ownerLocaleOf(content.site);

/** The content in `language` (texts it lacks are the default language's). */
export function contentIn(language: string): PortfolioContent {
  return siteContent.byLanguage[language] ?? siteContent.byLanguage[defaultLanguage]!;
}

/** The published posts in `language`, newest first (none when it has none). */
export function postsIn(language: string): PostSummary[] {
  return siteContent.posts[language] ?? [];
}

/** The language of the page at `pathname`, and that page's path in the default language. */
export function languageOf(pathname: string): { language: string; path: string } {
  return pathLanguage(pathname, languages);
}

/** Where the default language's page at `path` is in `language`. */
export function pathIn(path: string, language: string): string {
  return localizedPath(path, language, defaultLanguage);
}

/**
 * Open Graph's form of a language tag, language and region: "en" → "en_US", "de" → "de_DE",
 * "pt-BR" → "pt_BR" (the region a tag leaves out is the one it most likely means).
 */
export function ogLocale(language: string): string {
  const { language: base, region } = new Intl.Locale(language).maximize();
  return region ? `${base}_${region}` : base;
}

/** A language's name in itself, as a language switch shows it: "de" → "Deutsch", "en" → "English". */
export function languageName(language: string): string {
  const name = new Intl.DisplayNames([language], { type: "language" }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

/** `<html lang dir>` of a page in `language`. */
export function htmlAttributes(language: string): { lang: string; dir: "ltr" | "rtl" } {
  return { lang: language, dir: textDirection(language) };
}

const LanguageContext = createContext<string>(defaultLanguage);

/** Gives the pages below the language they are in. */
export function LanguageProvider({ language, children }: { language: string; children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

/** The language of the page being shown. */
export function usePageLanguage(): string {
  return useContext(LanguageContext);
}

/**
 * Content shown in place of the site's own, by language: the content editor's preview of what is
 * being typed (the preview the kit's `ContentEditor` draws through owner/content/SitePreview). Pages read it through `usePageContent` and `usePagePosts`.
 */
export interface ContentOverride {
  byLanguage: Record<string, PortfolioContent>;
  posts: Record<string, PostSummary[]>;
}

const ContentOverrideContext = createContext<ContentOverride | undefined>(undefined);

/** Shows the pages below with `content` in place of the site's own. */
export function ContentOverrideProvider({
  content,
  children,
}: {
  content: ContentOverride;
  children: ReactNode;
}) {
  return <ContentOverrideContext.Provider value={content}>{children}</ContentOverrideContext.Provider>;
}

/** The content in the language of the page being shown. */
export function usePageContent(): PortfolioContent {
  const language = usePageLanguage();
  return useContext(ContentOverrideContext)?.byLanguage[language] ?? contentIn(language);
}

/** The published posts in the language of the page being shown, newest first. */
export function usePagePosts(): PostSummary[] {
  const language = usePageLanguage();
  const override = useContext(ContentOverrideContext);
  return override ? (override.posts[language] ?? []) : postsIn(language);
}
