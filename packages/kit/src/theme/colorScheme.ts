/**
 * The visitor's colour scheme choice. Kept free of imports: `colorSchemeScript` runs in <head>,
 * before the first paint, inline or as a small file of the host's own.
 */

/** The attribute on <html> that holds a chosen scheme; absent, the page follows the system. */
export const COLOR_SCHEME_ATTRIBUTE = "data-pm-color-scheme";

/** The localStorage key of the visitor's choice ("light" or "dark"). */
export const COLOR_SCHEME_STORAGE_KEY = "pm-color-scheme";

export type ColorScheme = "light" | "dark";

/**
 * A classic (blocking) script for <head> that applies a stored choice before the page
 * paints: inline it before any stylesheet, or, under a Content-Security-Policy that refuses
 * inline scripts, serve it as a file from your own origin (`<script src="/color-scheme.js"></script>`,
 * the package's `dist/color-scheme.js`), which `script-src 'self'` allows.
 * Without a stored choice it does nothing and the CSS follows `prefers-color-scheme`.
 */
// Written compact: every page carries it inline, in the first packet. A blocked storage (privacy
// settings) throws, and the page then follows the system scheme. The names are written in quotes,
// not with JSON.stringify (plain words, the same text): a template of constants alone is left out of
// every bundle that does not use it, the public pages' script too.
export const colorSchemeScript = `try{var s=localStorage.getItem("${COLOR_SCHEME_STORAGE_KEY}");if(s=="light"||s=="dark")document.documentElement.setAttribute("${COLOR_SCHEME_ATTRIBUTE}",s);}catch{}\n`;
