// The SSR half of a React Server Components render: reads the RSC payload from stdin, resolves
// its client references to the installed kit (as Next.js does for the first HTML), renders HTML.
import { createFromNodeStream } from "react-server-dom-webpack/client";
import { renderToString } from "react-dom/server";
import { text } from "node:stream/consumers";
import { Readable } from "node:stream";

const payload = await text(process.stdin);
// The root entry re-exports the components from its "use client" module: the references name that.
const kitUrl = new URL("./client.js", import.meta.resolve("@pmfolio/kit")).href;
if (!payload.includes(`"${kitUrl}"`)) {
  throw new Error(
    `rsc: the payload has no client reference to the kit (${kitUrl}):\n${payload.slice(0, 500)}`,
  );
}
if (payload.includes("Get In Touch")) {
  throw new Error("rsc: the Hero rendered on the server instead of being sent as a client reference");
}

const kit = await import(kitUrl);
globalThis.__webpack_require__ = (id) => {
  if (id !== kitUrl) throw new Error(`rsc: unknown client module ${id}`);
  return kit;
};
globalThis.__webpack_chunk_load__ = () => Promise.resolve();

const moduleMap = new Proxy(
  {},
  { get: (_, id) => new Proxy({}, { get: (_, name) => ({ id, chunks: [], name }) }) },
);
const tree = await createFromNodeStream(Readable.from([payload]), {
  moduleMap,
  moduleLoading: null,
  serverModuleMap: null,
});
const html = renderToString(tree);
if (!html.includes("Casey Consumer") || !html.includes("Get In Touch")) {
  throw new Error(`rsc: the Hero did not render from the RSC payload:\n${html.slice(0, 500)}`);
}
console.log(
  `consumer app: a server component rendered the kit through react-server-dom-webpack ` +
    `(${payload.length} bytes of RSC payload, ${html.length} characters of HTML)`,
);
