import { ownerLabelsFor } from "@pmfolio/kit/owner";
import { ownerLanguage, ownerLocale } from "../languages";

/**
 * Every word of the owner pages in the owner's language (site.json's `ownerLanguage`), from the
 * kit's one lookup: the kit's components get them through the provider (the app's, on an owner
 * page), and the site's own sentences around them (failureText, the session's notes, the links,
 * the pages' titles) read `ownerApp`.
 */
export const ownerLabels = ownerLabelsFor(ownerLanguage);

/** What the provider of an owner page speaks: the owner's words, in the owner's locale. */
export const ownerWords = { locale: ownerLocale, labels: ownerLabels };
