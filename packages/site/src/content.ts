import type { PortfolioContent, PostSummary } from "@pmfolio/core";
import { publicByLanguage, readContentByLanguage, type ContentByLanguage } from "../build/readContent";

/**
 * Everything the site shows about its owner, from the site's content files (README, "Make it
 * yours"), in each of the site's languages (./languages.ts gives a page its language's). The
 * resume PDF and the page metadata are generated from them too.
 * A private project is here in its public form only (its synopsis): see ./privateProjects.ts.
 * Under Vite, `contentAsData` (build/contentAsData.ts) replaces this module with the checked data.
 */
export const siteContent: ContentByLanguage<PostSummary> = publicByLanguage(readContentByLanguage());

/** The content in the site's default language: what the owner pages show. */
export const content: PortfolioContent = siteContent.byLanguage[siteContent.languages[0]!]!;
