import type { PortfolioContent } from "@pmfolio/core";
import { readContent } from "../build/readContent";

/**
 * Everything the site shows about its owner, from the site's content files (README, "Make it
 * yours"). The resume PDF and the page metadata are generated from them too.
 * Under Vite, `contentAsData` (build/contentAsData.ts) replaces this module with the checked data.
 */
export const content: PortfolioContent = readContent();
