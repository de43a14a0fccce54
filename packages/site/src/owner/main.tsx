/**
 * The entry of the owner pages (/admin/contacts, /analytics), which stay a React app with its
 * router and data fetching; public pages never load it. Each page arrives prerendered as a
 * locked shell, so the app that hydrates it (./startApp) is fetched after the first paint. The
 * page-view tracker then waits for idle time after load.
 */
import { scheduleTracking } from "../tracker/schedule";
import { afterFirstPaint } from "./afterFirstPaint";

const container = document.getElementById("root")!;
const boot = () => {
  import("./startApp")
    .then(({ startApp }) => startApp(container))
    .catch((error: unknown) => console.error("The app failed to start", error));
  scheduleTracking();
};

// The dev server sends owner pages with an empty root: nothing to paint first, so boot at once.
if (container.hasChildNodes()) afterFirstPaint(boot);
else boot();
