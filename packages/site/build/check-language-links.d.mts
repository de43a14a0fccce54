export interface PageLinks {
  file: string;
  lang: string | undefined;
  links: string[];
}
export function readLinks(file: string, html: string): PageLinks;
export function languageLinkProblems(
  pages: readonly PageLinks[],
  languages: readonly string[],
  siteUrl: string | undefined,
): string[];
export function readBuiltSite(
  dist: string,
  ownerFiles?: readonly string[],
): {
  pages: PageLinks[];
  languages: string[];
  siteUrl: string | undefined;
};
