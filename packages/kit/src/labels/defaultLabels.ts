import type { SiteLabels } from "./labels";
import { siteLabels } from "./siteLabels";

/** `tree` and every group in it made read-only. */
export function frozen<T extends object>(tree: T): T {
  for (const value of Object.values(tree)) if (typeof value === "object" && value !== null) frozen(value);
  return Object.freeze(tree);
}

/**
 * The kit's English labels of the public pages' components, the words every component shows
 * unless the provider's `labels` replace them: plain data (strings and templates), so a server
 * page can read and pass them. The owner's components' words are `defaultOwnerLabels`, in
 * `@pmfolio/kit/owner`. Read-only: assigning to it throws (give the provider `labels` instead).
 */
export const defaultLabels: SiteLabels = frozen({ ...siteLabels });
