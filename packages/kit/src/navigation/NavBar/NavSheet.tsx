import * as Dialog from "@radix-ui/react-dialog";
import { Icon } from "../../icons";
import { useLabels } from "../../labels";
import { siteLabels } from "../../labels/siteLabels";
import { useReducedMotion } from "../../motion/useReducedMotion";
import { ColorSchemeToggle } from "../ColorSchemeToggle";
import type { NavItem } from "../scroll";
import {
  CloseButton,
  Overlay,
  Sheet,
  SheetEntry,
  SheetActions,
  SheetHeader,
  SheetList,
  SheetTitle,
} from "./NavSheet.styles";

export interface NavSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: readonly NavItem[];
  onChoose: (id: string) => void;
  sheetId: string;
  /** Moves focus back when the sheet closes (to the menu button, or what replaced it). */
  returnFocus: () => void;
  /** Show the light/dark toggle. */
  colorSchemeToggle: boolean;
  /** The light/dark toggle's accessible name (the provider's label when absent). */
  colorSchemeToggleLabel?: string;
}

/**
 * The narrow-screen side sheet (Radix Dialog: focus trapped, Escape closes).
 * Loaded on demand by NavBar, so wide screens never download the dialog code.
 */
export default function NavSheet({
  open,
  onOpenChange,
  items,
  onChoose,
  sheetId,
  returnFocus,
  colorSchemeToggle,
  colorSchemeToggleLabel,
}: NavSheetProps) {
  // The provider's reducedMotion="always" (or the visitor's setting) removes the slide and fade.
  const motion = useReducedMotion() ? "reduce" : undefined;
  const labels = useLabels("navigation", siteLabels.navigation);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay data-motion={motion} />
        <Sheet
          id={sheetId}
          data-motion={motion}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <SheetHeader>
            <SheetTitle>{labels.menuTitle}</SheetTitle>
            <SheetActions>
              {colorSchemeToggle ? <ColorSchemeToggle label={colorSchemeToggleLabel} /> : null}
              <Dialog.Close asChild>
                <CloseButton type="button" aria-label={labels.closeMenu}>
                  <Icon name="close" size={22} />
                </CloseButton>
              </Dialog.Close>
            </SheetActions>
          </SheetHeader>
          <SheetList>
            {items.map((item) => (
              <li key={item.id}>
                <SheetEntry type="button" onClick={() => onChoose(item.id)}>
                  {item.label}
                </SheetEntry>
              </li>
            ))}
          </SheetList>
        </Sheet>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
