import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App, preloadRoute } from "./App";
import { scheduleTracking } from "./tracker";

const container = document.getElementById("root")!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Production pages arrive prerendered (scripts/prerender.mjs): hydrate them. The dev server sends an empty root.
if (container.hasChildNodes()) {
  // A lazily loaded route must be ready before hydrating, or React would discard its server HTML.
  void preloadRoute(window.location.pathname).then(() => hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
}

scheduleTracking();
