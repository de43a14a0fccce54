/**
 * A link to the same page in another language, for the language switch of `NavBar` and `Footer`:
 * a plain link (it works with no script), named in its own language ("Deutsch", not "German"),
 * marked with `hreflang` and `lang` so that browsers, search engines and screen readers know it.
 */
export interface LanguageLink {
  /** The same page's address in that language, e.g. "/de/resume". */
  href: string;
  /** Its language tag, e.g. "de". */
  language: string;
  /** The language's name in itself, e.g. "Deutsch". */
  name: string;
}
