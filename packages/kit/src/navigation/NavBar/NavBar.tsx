import * as Dialog from "@radix-ui/react-dialog";
import { AnimatePresence } from "framer-motion";
import { forwardRef, useId, useState, type ComponentPropsWithoutRef } from "react";
import { Icon } from "../../icons";
import { VisuallyHidden } from "../../layout";
import { transitions } from "../../motion/presets";
import { defaultNavItems, useScrolledPast, type NavItem } from "../scroll";
import { initials } from "./initials";
import {
  Bar,
  BrandButton,
  BrandLink,
  CloseButton,
  Header,
  InlineEntry,
  InlineList,
  MenuButton,
  Overlay,
  Sheet,
  SheetEntry,
  SheetHeader,
  SheetList,
  SheetTitle,
  SkipLink,
} from "./NavBar.styles";

export interface NavBarProps extends Omit<ComponentPropsWithoutRef<"header">, "children"> {
  /** The owner's full name; the brand mark shows its initials and names it for assistive technology. */
  ownerName: string;
  /**
   * The entries, in order.
   * @defaultValue defaultNavItems (Home, About, Experience, Projects, Skills, Contact)
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
}

/**
 * The fixed top navigation. Wide screens show the entries inline; narrow screens
 * show a menu button that opens a side sheet. Both are rendered and CSS picks one,
 * so server-rendered HTML is right at every width.
 */
export const NavBar = forwardRef<HTMLElement, NavBarProps>(function NavBar(
  {
    ownerName,
    items = defaultNavItems,
    onNavigate,
    homeHref,
    skipTargetId = "main",
    scrolled: scrolledOverride,
    ...rest
  },
  ref,
) {
  const scrolledPast = useScrolledPast();
  const scrolled = scrolledOverride ?? scrolledPast;
  const [menuOpen, setMenuOpen] = useState(false);
  const sheetId = useId();

  const name = ownerName.trim().replace(/\s+/g, " ");
  const brandLabel = name ? `${name}, home` : "Home";
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
      <SkipLink href={`#${skipTargetId}`}>Skip to content</SkipLink>
      <Bar aria-label="Primary">
        {homeHref === undefined ? (
          <BrandButton type="button" onClick={() => onNavigate("home")}>
            {brandMark}
          </BrandButton>
        ) : (
          <BrandLink href={homeHref}>{brandMark}</BrandLink>
        )}

        <InlineList>
          {items.map((item) => (
            <li key={item.id}>
              <InlineEntry type="button" onClick={() => onNavigate(item.id)}>
                {item.label}
              </InlineEntry>
            </li>
          ))}
        </InlineList>

        <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
          {/* Radix only links the sheet while it is open; the id is stable, so name it always. */}
          <Dialog.Trigger asChild aria-controls={sheetId}>
            <MenuButton type="button" aria-label="Open menu">
              <Icon name="menu" size={22} />
            </MenuButton>
          </Dialog.Trigger>
          <AnimatePresence>
            {menuOpen ? (
              <Dialog.Portal forceMount>
                <Dialog.Overlay asChild forceMount>
                  <Overlay
                    initial={{ opacity: 0 }}
                    animate={{ opacity: 1 }}
                    exit={{ opacity: 0 }}
                    transition={transitions.sheet}
                  />
                </Dialog.Overlay>
                <Dialog.Content asChild forceMount id={sheetId} aria-describedby={undefined}>
                  {/* Slides in from the right; MotionConfig turns the slide off for reduced motion. */}
                  <Sheet
                    initial={{ x: "100%" }}
                    animate={{ x: 0 }}
                    exit={{ x: "100%" }}
                    transition={transitions.sheet}
                  >
                    <SheetHeader>
                      <SheetTitle>Navigation Menu</SheetTitle>
                      <Dialog.Close asChild>
                        <CloseButton type="button" aria-label="Close menu">
                          <Icon name="close" size={22} />
                        </CloseButton>
                      </Dialog.Close>
                    </SheetHeader>
                    <SheetList>
                      {items.map((item) => (
                        <li key={item.id}>
                          <SheetEntry type="button" onClick={() => chooseFromSheet(item.id)}>
                            {item.label}
                          </SheetEntry>
                        </li>
                      ))}
                    </SheetList>
                  </Sheet>
                </Dialog.Content>
              </Dialog.Portal>
            ) : null}
          </AnimatePresence>
        </Dialog.Root>
      </Bar>
    </Header>
  );
});
