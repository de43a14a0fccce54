import { useLabels, type Labels } from "../../../labels";
import { analyticsLabels } from "../../../labels/analyticsLabels";

/**
 * The Applications tab's labels: the providers' over the English defaults. The defaults
 * have every entry, the optional pipeline words included, so the merge has them all.
 */
export function useApplicationLabels(): Required<Labels["applications"]> {
  return useLabels("applications", analyticsLabels.applications) as Required<Labels["applications"]>;
}
