import { analyticsLabels } from "./analyticsLabels";
import type { Labels } from "./labels";
import { ownerLabels } from "./ownerLabels";
import { siteLabels } from "./siteLabels";

/** The kit's English labels, the words every component shows unless the provider's `labels` replace them. */
export const defaultLabels: Labels = { ...siteLabels, ...ownerLabels, ...analyticsLabels };
