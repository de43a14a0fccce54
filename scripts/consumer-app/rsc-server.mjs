// The server half of a React Server Components render (run with --conditions react-server and
// rsc-loader.mjs): a server component puts kit components in its tree, and the RSC payload goes
// to stdout. The kit is never executed here: its "use client" entry becomes client references.
import { createElement } from "react";
import { renderToPipeableStream } from "react-server-dom-webpack/server";
import { Hero, PortfolioProvider, projectsWithPages, themeCss } from "@pmfolio/kit";
import { profile } from "./profile.mjs";

if (typeof Hero !== "function" || !Hero.$$id) {
  throw new Error(
    'rsc: the kit\'s components were run on the server: their module does not start with "use client"',
  );
}
// The root entry's helpers are plain functions on the server, not client references.
if (themeCss.$$id || !themeCss().includes("--pm-color-primary") || projectsWithPages([]).length !== 0) {
  throw new Error("rsc: the kit's helpers do not run in a server component");
}

function Page() {
  return createElement(
    "main",
    null,
    createElement(PortfolioProvider, null, createElement(Hero, { profile })),
  );
}

// Client reference metadata as a bundler's manifest would give it: the module and the export.
const clientManifest = new Proxy(
  {},
  {
    get(_, key) {
      const [id, name] = String(key).split("#");
      return { id, chunks: [], name };
    },
  },
);

renderToPipeableStream(createElement(Page), clientManifest, {
  onError(error) {
    console.error(error);
    process.exitCode = 1;
  },
}).pipe(process.stdout);
