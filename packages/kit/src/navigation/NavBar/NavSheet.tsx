import * as Dialog from "@radix-ui/react-dialog";
import { Icon } from "../../icons";
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
  /** The light/dark toggle's accessible name; no toggle when absent. */
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
  colorSchemeToggleLabel,
}: NavSheetProps) {
  // MotionConfig reducedMotion="always" (or the visitor's setting) removes the slide and fade.
  const motion = useReducedMotion() ? "reduce" : undefined;
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
            <SheetTitle>Navigation Menu</SheetTitle>
            <SheetActions>
              {colorSchemeToggleLabel === undefined ? null : (
                <ColorSchemeToggle label={colorSchemeToggleLabel} />
              )}
              <Dialog.Close asChild>
                <CloseButton type="button" aria-label="Close menu">
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
