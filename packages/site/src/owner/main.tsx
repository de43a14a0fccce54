/**
 * The entry of the owner pages (/admin/contacts, /analytics, /admin/content), which stay a React
 * app with its router and data fetching; public pages never load it. Each page arrives
 * prerendered as a locked shell, so the app that hydrates it (./startApp) is fetched after the
 * first paint. It sends no page view: the tracker counts visitors of the public pages, and the
 * owner at work is none (the function ignores a view of an owner page too).
 */
import { afterFirstPaint } from "./afterFirstPaint";

const container = document.getElementById("root")!;
const boot = () => {
  import("./startApp")
    .then(({ startApp }) => startApp(container))
    .catch((error: unknown) => console.error("The app failed to start", error));
};

// The dev server sends owner pages with an empty root: nothing to paint first, so boot at once.
if (container.hasChildNodes()) afterFirstPaint(boot);
else boot();
