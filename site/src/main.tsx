import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./App";
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
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);

scheduleTracking();
