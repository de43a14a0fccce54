import { existsSync } from "node:fs";

/** Debian's Chromium (see TOOLCHAIN.md); CHROME_PATH overrides it. */
export const chromiumPath =
  process.env.CHROME_PATH ??
  ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].find((p) => existsSync(p)) ??
  "/usr/bin/chromium";

/** Flags that keep Chromium quiet on a closed network and working as root. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
