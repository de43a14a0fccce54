import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App, preloadRoute } from "../App";
import { startsOnPrerenderedShell } from "./OwnerGate";

/**
 * Mounts the owner app on the root element. The build prerenders owner pages as locked shells
 * (packages/site/build/prerender.mjs), which are hydrated; the dev server sends an empty root.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  startsOnPrerenderedShell(container.hasChildNodes());
  if (!container.hasChildNodes()) {
    createRoot(container).render(app);
    return;
  }
  // A lazily loaded route must be ready before hydrating, or React would discard its server HTML.
  await preloadRoute(window.location.pathname);
  // Hydrating inside a transition is time-sliced (React yields every few milliseconds), so the
  // page stays responsive while it hydrates instead of blocking in one long task. A click on a
  // part not yet hydrated makes React hydrate that part first and replay the click.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
