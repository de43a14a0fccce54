import { COLOR_SCHEME_ATTRIBUTE, COLOR_SCHEME_STORAGE_KEY, type ColorScheme } from "./colorScheme";

const darkQuery = "(prefers-color-scheme: dark)";
const changeEvent = "pm-color-scheme-change";

function storedChoice(): ColorScheme | null {
  try {
    const value = localStorage.getItem(COLOR_SCHEME_STORAGE_KEY);
    return value === "light" || value === "dark" ? value : null;
  } catch {
    return null;
  }
}

function systemScheme(): ColorScheme {
  return typeof window.matchMedia === "function" && window.matchMedia(darkQuery).matches ? "dark" : "light";
}

/** Mirrors the stored choice onto <html> (the head script does this before paint; a host without it still gets the choice). */
function applyStoredChoice() {
  const choice = storedChoice();
  const root = document.documentElement;
  if (choice) root.setAttribute(COLOR_SCHEME_ATTRIBUTE, choice);
  else root.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
}

/** The scheme the page paints: the visitor's choice on <html>, else the system's. */
export function currentColorScheme(): ColorScheme {
  const chosen = document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE);
  return chosen === "light" || chosen === "dark" ? chosen : systemScheme();
}

/** Remembers the visitor's choice and applies it to the page at once. */
export function chooseColorScheme(scheme: ColorScheme) {
  try {
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, scheme);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
  document.documentElement.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
  window.dispatchEvent(new Event(changeEvent));
}

/**
 * Calls back when the painted scheme may have changed: a choice here or in another tab,
 * or a system change while no choice is stored. Every toggle on the page (each may be
 * its own React root) subscribes, so they agree without a shared provider.
 */
export function subscribeColorScheme(onChange: () => void) {
  applyStoredChoice();
  const media = typeof window.matchMedia === "function" ? window.matchMedia(darkQuery) : null;
  const onStorage = (event: StorageEvent) => {
    if (event.key !== COLOR_SCHEME_STORAGE_KEY && event.key !== null) return;
    applyStoredChoice();
    onChange();
  };
  media?.addEventListener("change", onChange);
  window.addEventListener("storage", onStorage);
  window.addEventListener(changeEvent, onChange);
  return () => {
    media?.removeEventListener("change", onChange);
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(changeEvent, onChange);
  };
}
