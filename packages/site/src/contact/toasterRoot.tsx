import { LabelsProvider, Toaster } from "@pmfolio/kit";
import { createRoot } from "react-dom/client";
import { islandLabels } from "./islandLabels";

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
  void islandLabels(language).then((labels) =>
    createRoot(container).render(
      labels ? (
        <LabelsProvider labels={labels}>
          <Toaster />
        </LabelsProvider>
      ) : (
        <Toaster />
      ),
    ),
  );
}
