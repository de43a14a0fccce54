import type { SiteMeta } from "@pmfolio/core";
import { PortfolioProvider, type ColorSchemeMode } from "@pmfolio/kit";
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
  wordsLocale,
  colorScheme,
  reducedMotion,
  children,
}: {
  language: string;
  /**
   * The locale of the kit's words and formats when it is not the page's language: an owner page's
   * (site.json's `ownerLanguage`). The page's language still chooses the content.
   */
  wordsLocale?: string;
  site: Pick<SiteMeta, "brand" | "locale">;
  /** The visitor's scheme by default; the preview shows the one the owner picks. */
  colorScheme?: ColorSchemeMode;
  /** The visitor's preference by default; a preview, a picture of the page, never moves. */
  reducedMotion?: "user" | "always";
  children: ReactNode;
}) {
  const theme = useMemo(() => (site.brand ? { brand: site.brand } : undefined), [site.brand]);
  return (
    <PortfolioProvider
      theme={theme}
      colorScheme={colorScheme}
      reducedMotion={reducedMotion}
      locale={wordsLocale ?? (language === defaultLanguage ? site.locale : language)}
      labels={labelsFor(wordsLocale ?? language)}
    >
      <LanguageProvider language={language}>{children}</LanguageProvider>
    </PortfolioProvider>
  );
}
