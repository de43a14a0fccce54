import { Toaster } from "@pmfolio/kit";
import { createRoot } from "react-dom/client";

let mounted = false;

/** Mounts the toast region once, at the end of <body>; toasts queued before it show when it arrives. */
export function mountToaster(): void {
  if (mounted) return;
  mounted = true;
  const container = document.createElement("div");
  document.body.append(container);
  createRoot(container).render(<Toaster />);
}
