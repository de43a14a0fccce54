import { analyticsLabels } from "./analyticsLabels";
import type { Labels } from "./labels";
import { ownerLabels } from "./ownerLabels";
import { siteLabels } from "./siteLabels";

function frozen<T extends object>(tree: T): T {
  for (const value of Object.values(tree)) if (typeof value === "object" && value !== null) frozen(value);
  return Object.freeze(tree);
}

/**
 * The kit's English labels, the words every component shows unless the provider's `labels`
 * replace them. Read-only: assigning to it throws (give the provider `labels` instead).
 */
export const defaultLabels: Labels = frozen({ ...siteLabels, ...ownerLabels, ...analyticsLabels });
