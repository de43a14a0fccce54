import type { ComponentType, ComponentPropsWithoutRef, MouseEvent } from "react";
import type { LanguageLink } from "./languageLinks";
import type { NavItem } from "./scroll";

/** What a list of the site's navigation lists, whatever its link style. */
export type NavEntryLinks = Omit<NavEntriesProps, "Entry">;

export interface NavEntriesProps {
  /** The entries: a section (linked to `hrefOf` its id) or a page of its own (its `href`). */
  items: readonly NavItem[];
  /** The same page in the site's other languages, after the entries. */
  languages: readonly LanguageLink[];
  /** A section's address. */
  hrefOf: (id: string) => string;
  /** What a click on a section's entry does instead of following it, if anything. */
  choose: (id: string) => ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
  /** The link each list draws its entries with. */
  Entry: ComponentType<ComponentPropsWithoutRef<"a">>;
}

/**
 * The `<li>`s of a list of the site's navigation: the bar, its sheet and the footer list the same
 * entries and language links, each in its own link style.
 */
export function NavEntries({ items, languages, hrefOf, choose, Entry }: NavEntriesProps) {
  return (
    <>
      {items.map((item) => (
        <li key={item.id}>
          <Entry
            href={item.href ?? hrefOf(item.id)}
            onClick={item.href === undefined ? choose(item.id) : undefined}
          >
            {item.label}
          </Entry>
        </li>
      ))}
      {languages.map((link) => (
        <li key={link.language}>
          <Entry href={link.href} hrefLang={link.language} lang={link.language}>
            {link.name}
          </Entry>
        </li>
      ))}
    </>
  );
}
