export interface Alternate {
  hreflang: string;
  href: string;
}
export interface IndexedPage {
  url: string | undefined;
  lang: string | undefined;
  alternates: Alternate[];
}
export interface SitemapEntry {
  url: string | undefined;
  alternates: Alternate[];
}
export function readPage(html: string): IndexedPage | null;
export function readSitemap(xml: string): SitemapEntry[];
export function hreflangProblems(pages: readonly IndexedPage[], sitemap: readonly SitemapEntry[]): string[];
