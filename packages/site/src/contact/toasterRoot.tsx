import { LabelsProvider, Toaster } from "@pmfolio/kit";
import { createRoot } from "react-dom/client";
import { labelsFor } from "../labelSets";

let mounted = false;

/**
 * Mounts the toast region once, at the end of <body>, named in the page's `language`; toasts queued
 * before it show when it arrives.
 */
export function mountToaster(language?: string): void {
  if (mounted) return;
  mounted = true;
  const container = document.createElement("div");
  document.body.append(container);
  const labels = language ? labelsFor(language) : undefined;
  createRoot(container).render(
    labels ? (
      <LabelsProvider labels={labels}>
        <Toaster />
      </LabelsProvider>
    ) : (
      <Toaster />
    ),
  );
}
