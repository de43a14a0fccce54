import { analyticsLabels } from "./analyticsLabels";
import { frozen } from "./defaultLabels";
import { editorLabels } from "./editorLabels";
import type { OwnerLabels } from "./labels";
import { ownerLabels } from "./ownerLabels";

/**
 * The kit's English labels of the owner's components (inbox, login, dashboard, content editor), the words they
 * show unless the provider's `labels` replace them. Read-only.
 */
export const defaultOwnerLabels: OwnerLabels = frozen({
  ...ownerLabels,
  ...analyticsLabels,
  ...editorLabels,
});
