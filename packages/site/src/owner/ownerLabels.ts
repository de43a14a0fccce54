import { ownerLabelsFor } from "@pmfolio/kit/owner";
import { ownerLanguage } from "../languages";

/**
 * Every word of the owner pages in the owner's language (site.json's `ownerLanguage`), from the
 * kit's one lookup: the kit's components get them through the provider (OwnerShell), and the
 * site's own sentences around them (failureText, the session's notes, the links) read `ownerApp`.
 */
export const ownerLabels = ownerLabelsFor(ownerLanguage);
