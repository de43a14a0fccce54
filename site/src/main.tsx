/**
 * The entry, kept tiny on purpose: every public page is prerendered, so it paints and
 * reads without JavaScript. The app that hydrates it (./boot/startApp) is fetched only
 * after that first paint, so on a slow connection it never competes with the font and
 * images the page is showing. The page-view tracker then waits for idle time after load.
 */
import { afterFirstPaint } from "./boot/afterFirstPaint";
import { scheduleTracking } from "./tracker";

const container = document.getElementById("root")!;
const start = () => {
  import("./boot/startApp")
    .then(({ startApp }) => startApp(container))
    .catch((error: unknown) => console.error("The app failed to start", error));
};

/** The app, then the tracker (which itself waits for idle time after load). */
const boot = () => {
  start();
  scheduleTracking();
};

// The dev server sends an empty root: nothing to paint first, so boot at once.
if (container.hasChildNodes()) afterFirstPaint(boot);
else boot();
