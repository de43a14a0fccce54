// Writes one static HTML page per route into dist/, from the server build: the page is readable,
// and styled, before any JavaScript runs.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { projects } from "./src/content.js";

const dist = path.join(import.meta.dirname, "dist");
const { render } = await import("./dist-ssr/server.js");
const template = readFileSync(path.join(dist, "index.html"), "utf8");

for (const route of ["/", ...projects.filter((project) => project.page).map((project) => project.link)]) {
  const { html, styles } = render(route);
  const file = path.join(dist, route, "index.html");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, template.replace("<!--styles-->", styles).replace("<!--page-->", html));
  console.log(`prerendered ${route}`);
}
