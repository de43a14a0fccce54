import type { PortfolioContent } from "@pmfolio/core";
import { readContent } from "./read";

/**
 * Everything the site shows about its owner, from the JSON files beside this one (README,
 * "Make it yours"). The resume PDF and the page metadata are generated from them too.
 * Under Vite, `contentAsData` (./contentAsData.ts) replaces this module with the checked data.
 */
export const content: PortfolioContent = readContent();
