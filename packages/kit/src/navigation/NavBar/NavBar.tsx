import {
  forwardRef,
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
} from "react";
import { Icon } from "../../icons";
import { useLabels } from "../../labels";
import { siteLabels } from "../../labels/siteLabels";
import { VisuallyHidden } from "../../layout";
import { ColorSchemeToggle } from "../ColorSchemeToggle";
import { tokens } from "../../theme/tokens";
import { pageSectionOrder, sectionNavItems, useScrolledPast, type NavItem } from "../scroll";
import { initials } from "./initials";
import {
  Bar,
  BrandButton,
  BarEnd,
  BrandLink,
  Header,
  InlineEntry,
  InlineList,
  MenuButton,
  SkipLink,
} from "./NavBar.styles";

// The sheet's dialog code loads when the menu button is first approached (hover, focus)
// or pressed, so wide screens never download it.
const importSheet = () => import("./NavSheet");
const LazyNavSheet = lazy(importSheet);
const loadSheet = () => {
  void importSheet();
};

/** Where the inline entries show and the menu button is hidden (NavBar.styles). */
const wideScreen = `(min-width: ${tokens.breakpoint.md}px)`;

export interface NavBarProps extends Omit<ComponentPropsWithoutRef<"header">, "children"> {
  /** The owner's full name; the brand mark shows its initials and names it for assistive technology. */
  ownerName: string;
  /**
   * The entries, in order.
   * @defaultValue the home page's sections, named by `labels.navigation.sections` (Home, About, Experience, Projects, Skills, Contact)
   */
  items?: readonly NavItem[];
  /**
   * Called with a section id when an entry (or the brand mark, with "home") is chosen.
   * The host decides: scroll on `/`, or route to `/#id` elsewhere.
   */
  onNavigate: (id: string) => void;
  /** Makes the brand mark an in-app link to this route instead of a button that navigates to "home". */
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
 * The fixed top navigation. Wide screens show the entries inline; narrow screens
 * show a menu button that opens a side sheet. Both are rendered and CSS picks one,
 * so server-rendered HTML is right at every width.
 */
export const NavBar = forwardRef<HTMLElement, NavBarProps>(function NavBar(
  {
    ownerName,
    items: itemsOverride,
    onNavigate,
    homeHref,
    skipTargetId = "main",
    scrolled: scrolledOverride,
    colorSchemeToggle = true,
    colorSchemeToggleLabel,
    ...rest
  },
  ref,
) {
  const labels = useLabels("navigation", siteLabels.navigation);
  const items = itemsOverride ?? sectionNavItems(labels.sections, pageSectionOrder);
  const scrolledPast = useScrolledPast();
  const scrolled = scrolledOverride ?? scrolledPast;
  const [menuOpen, setMenuOpen] = useState(false);
  const [sheetWanted, setSheetWanted] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const inlineListRef = useRef<HTMLUListElement>(null);
  const sheetId = useId();

  // A window widened past the breakpoint shows the inline entries: the sheet closes.
  useEffect(() => {
    if (!menuOpen || typeof window.matchMedia !== "function") return;
    const media = window.matchMedia(wideScreen);
    const closeIfWide = () => {
      if (media.matches) setMenuOpen(false);
    };
    closeIfWide();
    media.addEventListener("change", closeIfWide);
    return () => media.removeEventListener("change", closeIfWide);
  }, [menuOpen]);

  /** Focus goes back to the menu button, or to the first inline entry once those replace it. */
  function returnFocus() {
    const wide = typeof window.matchMedia === "function" && window.matchMedia(wideScreen).matches;
    if (wide) inlineListRef.current?.querySelector("button")?.focus();
    else menuButtonRef.current?.focus();
  }

  const name = ownerName.trim().replace(/\s+/g, " ");
  const brandLabel = labels.brandHome(name);
  // The name comes from hidden text rather than aria-label: the initials are a logo,
  // and an aria-label that does not contain them reads as a label/content mismatch.
  const brandMark = (
    <>
      <span aria-hidden="true">{initials(name)}</span>
      <VisuallyHidden>{brandLabel}</VisuallyHidden>
    </>
  );

  function chooseFromSheet(id: string) {
    setMenuOpen(false);
    onNavigate(id);
  }

  return (
    <Header ref={ref} data-state={scrolled ? "scrolled" : "top"} {...rest}>
      <SkipLink href={`#${skipTargetId}`}>{labels.skipToContent}</SkipLink>
      <Bar aria-label={labels.landmark}>
        {homeHref === undefined ? (
          <BrandButton type="button" onClick={() => onNavigate("home")}>
            {brandMark}
          </BrandButton>
        ) : (
          <BrandLink href={homeHref}>{brandMark}</BrandLink>
        )}

        <BarEnd>
          <InlineList ref={inlineListRef}>
            {items.map((item) => (
              <li key={item.id}>
                <InlineEntry type="button" onClick={() => onNavigate(item.id)}>
                  {item.label}
                </InlineEntry>
              </li>
            ))}
          </InlineList>
          {colorSchemeToggle ? <ColorSchemeToggle label={colorSchemeToggleLabel} /> : null}
        </BarEnd>

        <MenuButton
          ref={menuButtonRef}
          type="button"
          aria-label={labels.openMenu}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls={sheetId}
          onPointerEnter={loadSheet}
          onFocus={loadSheet}
          onClick={() => {
            setSheetWanted(true);
            setMenuOpen(true);
          }}
        >
          <Icon name="menu" size={22} />
        </MenuButton>
        {sheetWanted ? (
          <Suspense fallback={null}>
            <LazyNavSheet
              open={menuOpen}
              onOpenChange={setMenuOpen}
              items={items}
              onChoose={chooseFromSheet}
              sheetId={sheetId}
              returnFocus={returnFocus}
              colorSchemeToggle={colorSchemeToggle}
              colorSchemeToggleLabel={colorSchemeToggleLabel}
            />
          </Suspense>
        ) : null}
      </Bar>
    </Header>
  );
});
