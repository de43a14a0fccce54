import { forwardRef, useSyncExternalStore, type ComponentPropsWithoutRef } from "react";
import { useLabels } from "../../labels";
import { siteLabels } from "../../labels/siteLabels";
import { chooseColorScheme, currentColorScheme, subscribeColorScheme } from "../../theme/colorSchemeStore";
import { ToggleButton } from "./ColorSchemeToggle.styles";

export interface ColorSchemeToggleProps extends Omit<
  ComponentPropsWithoutRef<"button">,
  "children" | "type" | "aria-pressed"
> {
  /**
   * The accessible name of the toggle button; it is pressed while the page is dark.
   * @defaultValue the provider's `labels.themeToggle.label` ("Dark theme")
   */
  label?: string;
}

function Sun() {
  return (
    <svg data-icon="sun" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M4.93 19.07l1.41-1.41M17.66 6.34l1.41-1.41" />
    </svg>
  );
}

function Moon() {
  return (
    <svg data-icon="moon" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11Z" />
    </svg>
  );
}

const serverScheme = () => "light" as const;

/**
 * Switches the page between light and dark and remembers the choice (localStorage).
 * Until the visitor chooses, the page follows the system setting, and so does the toggle.
 * Self-contained: it reads and writes <html>, so it works in any React root.
 */
export const ColorSchemeToggle = forwardRef<HTMLButtonElement, ColorSchemeToggleProps>(
  function ColorSchemeToggle({ label, onClick, ...rest }, ref) {
    const labels = useLabels("themeToggle", siteLabels.themeToggle);
    const scheme = useSyncExternalStore(subscribeColorScheme, currentColorScheme, serverScheme);
    const dark = scheme === "dark";
    return (
      <ToggleButton
        ref={ref}
        type="button"
        aria-pressed={dark}
        aria-label={label ?? labels.label}
        data-state={dark ? "on" : "off"}
        data-pm-color-scheme-toggle=""
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) chooseColorScheme(dark ? "light" : "dark");
        }}
        {...rest}
      >
        <Sun />
        <Moon />
      </ToggleButton>
    );
  },
);
