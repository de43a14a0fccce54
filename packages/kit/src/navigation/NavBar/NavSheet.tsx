import { Icon } from "../../primitives";
import { useLabels } from "../../labels";
import { siteLabels } from "../../labels/siteLabels";
import { useReducedMotion } from "../../motion/useReducedMotion";
import { ColorSchemeToggle } from "../ColorSchemeToggle";
import { NavEntries, type NavEntryLinks } from "../NavEntries";
import {
  CloseButton,
  Sheet,
  SheetActions,
  SheetEntry,
  SheetHeader,
  SheetList,
  SheetTitle,
} from "./NavSheet.styles";

export interface NavSheetProps {
  sheetId: string;
  /** The media query at which the inline entries replace the sheet (it then closes). */
  wideQuery: string;
  /** The entries and the same page in the other languages, as the bar lists them. */
  entries: NavEntryLinks;
  /** Show the light/dark toggle. */
  colorSchemeToggle: boolean;
  /** The light/dark toggle's accessible name (the provider's label when absent). */
  colorSchemeToggleLabel?: string;
}

/**
 * The narrow-screen side sheet: a native modal `<dialog>` once the behaviour runs (the rest of
 * the page inert, Escape closes it, a click outside closes it where the browser has `closedby`).
 * Always in the HTML, closed. Before any script, in every engine, the menu button is a link to
 * it and it shows as the address's target; an entry (a link to its section) or the close link
 * (to the menu button) moves the target away, which closes it.
 */
export function NavSheet({
  sheetId,
  wideQuery,
  entries,
  colorSchemeToggle,
  colorSchemeToggleLabel,
}: NavSheetProps) {
  // The provider's reducedMotion="always" (or the visitor's setting) removes the slide.
  const motion = useReducedMotion() ? "reduce" : undefined;
  const labels = useLabels("navigation", siteLabels.navigation);
  const titleId = `${sheetId}-title`;
  return (
    <Sheet
      id={sheetId}
      aria-labelledby={titleId}
      closedby="any"
      data-pm-nav-sheet=""
      data-pm-wide-query={wideQuery}
      data-motion={motion}
    >
      <SheetHeader>
        <SheetTitle id={titleId}>{labels.menuTitle}</SheetTitle>
        <SheetActions>
          {colorSchemeToggle ? <ColorSchemeToggle label={colorSchemeToggleLabel} /> : null}
          <CloseButton
            href={`#${sheetId}-opener`}
            role="button"
            aria-label={labels.closeMenu}
            data-pm-nav-close=""
          >
            <Icon name="close" size={22} />
          </CloseButton>
        </SheetActions>
      </SheetHeader>
      <SheetList>
        <NavEntries {...entries} Entry={SheetEntry} />
      </SheetList>
    </Sheet>
  );
}
