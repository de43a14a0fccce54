import { createContext, useContext, type ReactNode } from "react";

/**
 * What the owner calls a page: its title where the site gives one (a post's, a project's), with
 * its path beside it, so "How I write a PRD /writing/how-i-write-a-prd" reads at a glance where
 * a path alone would need decoding. Paths as page views store them: no trailing slash.
 */
const PageTitlesContext = createContext<Readonly<Record<string, string>>>({});

/** Gives the dashboard's parts the site's page titles, by path. */
export function PageTitlesProvider({
  titles = {},
  children,
}: {
  titles?: Readonly<Record<string, string>>;
  children: ReactNode;
}) {
  return <PageTitlesContext.Provider value={titles}>{children}</PageTitlesContext.Provider>;
}

/** The titles the site gives its pages, by path. */
export function usePageTitles(): Readonly<Record<string, string>> {
  return useContext(PageTitlesContext);
}

/** A page by its title and path, or by its path alone where the site gives it no title. */
export function PageName({ path }: { path: string }) {
  const title = usePageTitles()[path];
  return title ? (
    <>
      {title} <code>{path}</code>
    </>
  ) : (
    <code>{path}</code>
  );
}
