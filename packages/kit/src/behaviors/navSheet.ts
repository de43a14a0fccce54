import { attachOnce, type Cleanup } from "./once";

/**
 * Whether buttons open and close dialogs by themselves (`commandfor` / `command`). The kit's
 * menu no longer relies on them (its links work with no script in every engine); kept for hosts.
 */
export function hasInvokerCommands(): boolean {
  return typeof HTMLButtonElement !== "undefined" && "command" in HTMLButtonElement.prototype;
}

/** What a visitor can reach in the sheet: the kit's sheet holds links and buttons only. */
const focusable = "a[href],button:not([disabled])";

function sheetBehaviour(dialog: HTMLDialogElement): Cleanup {
  // The sheet's own document and window, which are not the script's when the page is drawn in a
  // frame (the content editor's preview, a host's iframe).
  const page = dialog.ownerDocument;
  const view = page.defaultView!;
  // The id in a quoted attribute value, its quotes and backslashes escaped (CSS.escape is not in
  // every DOM a host may render in, jsdom's among them).
  const opener = page.querySelector<HTMLElement>(`[aria-controls="${dialog.id.replace(/["\\]/g, "\\$&")}"]`);
  const wide = dialog.dataset.pmWideQuery ? view.matchMedia?.(dialog.dataset.pmWideQuery) : undefined;
  const controller = new view.AbortController();
  const { signal } = controller;

  // The menu button and the close control are links, so that they work with no script (the sheet
  // then shows as the address's target). From here on the sheet is a modal dialog instead: the
  // mark turns the target's styles off, and a sheet already shown that way opens modally.
  dialog.dataset.pmEnhanced = "";
  const open = (event?: Event) => {
    event?.preventDefault();
    if (!dialog.open) dialog.showModal();
    opener?.setAttribute("aria-expanded", "true");
  };
  if (dialog.matches(":target")) open();
  opener?.addEventListener("click", open, { signal });
  // A link with the role of a button: Space presses it too.
  opener?.addEventListener("keydown", (event) => event.key === " " && open(event), { signal });
  dialog.addEventListener(
    "click",
    (event) => {
      const closer = (event.target as Element).closest?.("[data-pm-nav-close]");
      if (closer && dialog.contains(closer)) {
        event.preventDefault();
        dialog.close();
      }
    },
    { signal },
  );

  // Escape closes it (as the browser does for a trusted key press; this also covers scripted ones).
  // Focus stays inside: Tab from the last stop goes to the first, Shift+Tab from the first to the last.
  dialog.addEventListener(
    "keydown",
    (event) => {
      // Space on the close control (a link) presses it, as on the menu button.
      if (
        (event.key === "Escape" && dialog.open) ||
        (event.key === " " && (event.target as Element).closest?.("[data-pm-nav-close]"))
      ) {
        event.preventDefault();
        dialog.close();
        return;
      }
      if (event.key !== "Tab") return;
      const stops = [...dialog.querySelectorAll<HTMLElement>(focusable)];
      const first = stops[0];
      const last = stops[stops.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && page.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && page.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    },
    { signal },
  );

  // Focus goes back to the menu button, or to the first inline entry once the window is wide.
  dialog.addEventListener(
    "close",
    () => {
      opener?.setAttribute("aria-expanded", "false");
      const inlineFirst = dialog
        .closest("[data-pm-nav]")
        ?.querySelector<HTMLElement>("[data-pm-nav-inline] a, [data-pm-nav-inline] button");
      if (wide?.matches && inlineFirst) inlineFirst.focus();
      else opener?.focus();
    },
    { signal },
  );

  // A window widened past the breakpoint shows the inline entries: the sheet closes.
  const closeIfWide = () => {
    if (wide?.matches && dialog.open) dialog.close();
  };
  wide?.addEventListener("change", closeIfWide, { signal });

  return () => controller.abort();
}

/**
 * The phone menu: a native modal `<dialog>` that its menu button (a link to it, which with no
 * script shows it as the address's target) opens with `showModal()`. This opens and closes it
 * (click, Enter or Space), keeps Tab inside, returns focus to the menu button (or the first
 * inline entry once the window is wide), keeps `aria-expanded` true while open, and closes the
 * sheet when the window widens. Escape is the browser's own.
 */
export function enhanceNavSheet(root: Document | Element = document): Cleanup {
  const sheets = [...root.querySelectorAll<HTMLDialogElement>("dialog[data-pm-nav-sheet]")];
  const cleanups = sheets.map((dialog) => attachOnce(dialog, "nav-sheet", () => sheetBehaviour(dialog)));
  return () => cleanups.forEach((cleanup) => cleanup());
}
