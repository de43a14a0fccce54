import {
  forwardRef,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  type ComponentPropsWithoutRef,
  type MouseEvent,
} from "react";
import { enhanceNavSheet } from "../../behaviors/navSheet";
import { enhanceSectionLinks } from "../../behaviors/sectionLinks";
import { Icon } from "../../primitives";
import { fillTemplate, useLabels } from "../../labels";
import { siteLabels } from "../../labels/siteLabels";
import { VisuallyHidden } from "../../primitives/VisuallyHidden";
import { ColorSchemeToggle } from "../ColorSchemeToggle";
import { tokens } from "../../theme/tokens";
import type { LanguageLink } from "../languageLinks";
import { NavEntries, type NavEntryLinks } from "../NavEntries";
import { pageSectionOrder, sectionNavItems, useScrolledPast, type NavItem } from "../scroll";
import { initials } from "./initials";
import {
  Bar,
  BarEnd,
  BrandAnchor,
  BrandLink,
  Header,
  InlineEntry,
  InlineList,
  MenuButton,
  SkipLink,
} from "./NavBar.styles";
import { NavSheet } from "./NavSheet";

/** Where the inline entries show and the menu button is hidden (NavBar.styles). */
const wideScreen = `(min-width: ${tokens.breakpoint.md}px)`;

export interface NavBarProps extends Omit<ComponentPropsWithoutRef<"header">, "children"> {
  /** The owner's full name; the brand mark shows its initials and names it for assistive technology. */
  ownerName: string;
  /**
   * The entries, in order; an entry with an `href` links to that page (e.g. the writing page:
   * `{ id: "writing", label: labels.navigation.sections.writing, href: "/writing" }`).
   * @defaultValue the home page's sections, named by `labels.navigation.sections` (Home, About, Experience, Projects, Skills, Contact)
   */
  items?: readonly NavItem[];
  /**
   * The page that holds the sections: each entry links to `${sectionsHref}#id` (`"/"` on a site
   * whose sections are on its home page, so the links work from every page).
   * @defaultValue "" (this page)
   */
  sectionsHref?: string;
  /**
   * Called with a section id when an entry (or the brand mark, with "home") is chosen, in place
   * of following the link. Without it, a link to this page's section scrolls there (80 px above)
   * and a link to another page loads it.
   */
  onNavigate?: (id: string) => void;
  /**
   * The same page in the site's other languages: plain links after the entries, in the bar and
   * in the menu sheet, each named in its own language with `hreflang` and `lang`.
   * @defaultValue none
   */
  languages?: readonly LanguageLink[];
  /** Makes the brand mark an in-app link to this route instead of a link to the "home" section. */
  homeHref?: string;
  /**
   * Id of the main content, the target of the "Skip to content" link.
   * @defaultValue "main"
   */
  skipTargetId?: string;
  /**
   * Forces the scrolled (more opaque) background.
   * @defaultValue follows the window: scrolled more than 100 px
   */
  scrolled?: boolean;
  /**
   * Show the light/dark toggle (in the bar on wide screens, in the menu sheet on narrow ones).
   * Turn off when the provider fixes the colour scheme.
   * @defaultValue true
   */
  colorSchemeToggle?: boolean;
  /**
   * Accessible name of the light/dark toggle.
   * @defaultValue the provider's `labels.themeToggle.label` ("Dark theme")
   */
  colorSchemeToggleLabel?: string;
}

/**
 * The fixed top navigation. Wide screens show the entries inline; narrow screens show a menu
 * button that opens a side sheet (a native modal `<dialog>`). Both are rendered and CSS picks
 * one, so server-rendered HTML is right at every width, and its entries are plain links that
 * work with no script at all: with none, the menu button is a link to the sheet, which shows as
 * the address's target, and choosing an entry moves the target and so closes it. The behaviours
 * (`@pmfolio/kit/behaviors`) are attached here too.
 */
export const NavBar = forwardRef<HTMLElement, NavBarProps>(function NavBar(
  {
    ownerName,
    items: itemsOverride,
    sectionsHref = "",
    onNavigate,
    languages = [],
    homeHref,
    skipTargetId = "main",
    scrolled: scrolledOverride,
    colorSchemeToggle = true,
    colorSchemeToggleLabel,
    ...rest
  },
  forwardedRef,
) {
  const labels = useLabels("navigation", siteLabels.navigation);
  const items = itemsOverride ?? sectionNavItems(labels.sections, pageSectionOrder);
  const scrolledPast = useScrolledPast();
  const scrolled = scrolledOverride ?? scrolledPast;
  const headerRef = useRef<HTMLElement>(null);
  useImperativeHandle(forwardedRef, () => headerRef.current as HTMLElement);
  const sheetId = useId();

  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const cleanups = [enhanceNavSheet(header)];
    if (!onNavigate) cleanups.push(enhanceSectionLinks(header));
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [onNavigate]);

  const hrefOf = (id: string) => `${sectionsHref}#${id}`;
  const choose = onNavigate
    ? (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        event.currentTarget.closest("dialog")?.close();
        onNavigate(id);
      }
    : () => undefined;
  // The bar and its sheet list the same entries.
  const entries: NavEntryLinks = { items, languages, hrefOf, choose };

  const name = ownerName.trim().replace(/\s+/g, " ");
  const brandLabel =
    typeof labels.brandHome === "function"
      ? labels.brandHome(name)
      : name
        ? fillTemplate(labels.brandHome, { ownerName: name })
        : labels.sections.home;
  // The name comes from hidden text rather than aria-label: the initials are a logo,
  // and an aria-label that does not contain them reads as a label/content mismatch.
  const brandMark = (
    <>
      <span aria-hidden="true">{initials(name)}</span>
      <VisuallyHidden>{brandLabel}</VisuallyHidden>
    </>
  );

  return (
    <Header
      ref={headerRef}
      data-pm-nav=""
      data-scroll-driven={scrolledOverride === undefined ? "" : undefined}
      data-state={scrolled ? "scrolled" : "top"}
      {...rest}
    >
      <SkipLink href={`#${skipTargetId}`}>{labels.skipToContent}</SkipLink>
      <Bar aria-label={labels.landmark}>
        {homeHref === undefined ? (
          <BrandAnchor href={hrefOf("home")} onClick={choose("home")}>
            {brandMark}
          </BrandAnchor>
        ) : (
          <BrandLink href={homeHref}>{brandMark}</BrandLink>
        )}

        <BarEnd>
          <InlineList data-pm-nav-inline="">
            <NavEntries {...entries} Entry={InlineEntry} />
          </InlineList>
          {colorSchemeToggle ? <ColorSchemeToggle label={colorSchemeToggleLabel} /> : null}
        </BarEnd>

        {/* A link to the sheet, so it opens with no script in every engine (the sheet shows as the
            address's target); the behaviour opens it as a modal dialog instead. */}
        <MenuButton
          id={`${sheetId}-opener`}
          href={`#${sheetId}`}
          role="button"
          aria-label={labels.openMenu}
          aria-haspopup="dialog"
          aria-expanded={false}
          aria-controls={sheetId}
        >
          <Icon name="menu" size={22} />
        </MenuButton>
        <NavSheet
          sheetId={sheetId}
          wideQuery={wideScreen}
          entries={entries}
          colorSchemeToggle={colorSchemeToggle}
          colorSchemeToggleLabel={colorSchemeToggleLabel}
        />
      </Bar>
    </Header>
  );
});
