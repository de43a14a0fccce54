import type { SiteMeta } from "@pmfolio/core";
import { defaultLabels, PortfolioProvider, type ColorSchemeMode, type LabelsOverride } from "@pmfolio/kit";
import { useMemo, type ReactNode } from "react";
import { defaultLanguage, labelsFor, LanguageProvider } from "../languages";

/**
 * The kit's provider and the page's language, as every page of the site has them: the owner's
 * brand colour (site.json), from which the kit derives every colour of both schemes, and the
 * language's labels and locale (the default language's is site.json's `locale`, with its region).
 * The site's pages and the content editor's preview of them share it.
 */
export function SiteProvider({
  language,
  site,
  words,
  colorScheme,
  reducedMotion,
  children,
}: {
  language: string;
  /**
   * The kit's words and their locale when they are not the page language's: an owner page's, in
   * the owner's language (site.json's `ownerLanguage`), its own labels over the site's labels of
   * that language. The page's language still chooses the content.
   */
  words?: { locale: string; labels: LabelsOverride };
  site: Pick<SiteMeta, "brand" | "locale">;
  /** The visitor's scheme by default; the preview shows the one the owner picks. */
  colorScheme?: ColorSchemeMode;
  /** The visitor's preference by default; a preview, a picture of the page, never moves. */
  reducedMotion?: "user" | "always";
  children: ReactNode;
}) {
  const theme = useMemo(() => (site.brand ? { brand: site.brand } : undefined), [site.brand]);
  // Whole sets and a definite locale, so a provider inside an owner page (the editor's preview of
  // a page) shows the page's language, not the owner's it would otherwise inherit.
  const labels = useMemo(
    () => (words ? { ...labelsFor(words.locale), ...words.labels } : (labelsFor(language) ?? defaultLabels)),
    [words, language],
  );
  return (
    <PortfolioProvider
      theme={theme}
      colorScheme={colorScheme}
      reducedMotion={reducedMotion}
      locale={words?.locale ?? (language === defaultLanguage ? site.locale : language) ?? language}
      labels={labels}
    >
      <LanguageProvider language={language}>{children}</LanguageProvider>
    </PortfolioProvider>
  );
}
