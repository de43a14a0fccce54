import { chooseColorScheme, currentColorScheme, subscribeColorScheme } from "../theme/colorSchemeStore";
import { attachOnce, type Cleanup } from "./once";

const toggleSelector = "[data-pm-color-scheme-toggle]";

/**
 * The light/dark toggles (`ColorSchemeToggle`'s markup) switch the page and remember the
 * choice; every toggle shows whether the page is dark, following the system until a choice.
 */
export function enhanceColorSchemeToggles(root: Document | Element = document): Cleanup {
  return attachOnce(root, "color-scheme-toggles", () => {
    const sync = () => {
      const dark = currentColorScheme() === "dark";
      for (const toggle of root.querySelectorAll<HTMLElement>(toggleSelector)) {
        toggle.setAttribute("aria-pressed", String(dark));
        toggle.dataset.state = dark ? "on" : "off";
      }
    };
    const onClick = (event: Event) => {
      if ((event.target as Element | null)?.closest?.(toggleSelector))
        chooseColorScheme(currentColorScheme() === "dark" ? "light" : "dark");
    };
    const unsubscribe = subscribeColorScheme(sync);
    root.addEventListener("click", onClick);
    sync();
    return () => {
      unsubscribe();
      root.removeEventListener("click", onClick);
    };
  });
}
