// Renders a kit section in Node from the installed tarball, through both the ESM and the CJS entry.
import { createRequire } from "node:module";
import { createElement, version } from "react";
import { renderToString } from "react-dom/server";
import * as esm from "@pmfolio/kit";
import { profile } from "./profile.mjs";

const require = createRequire(import.meta.url);
const cjs = require("@pmfolio/kit");

for (const [name, kit] of [
  ["ESM", esm],
  ["CJS", cjs],
]) {
  const html = renderToString(
    createElement(kit.PortfolioProvider, null, createElement(kit.Hero, { profile, onContactClick() {} })),
  );
  if (!html.includes("Casey Consumer") || !html.includes("Get In Touch")) {
    throw new Error(`${name}: the Hero did not render its content:\n${html.slice(0, 500)}`);
  }
  console.log(
    `consumer app: React ${version}, ${name} entry rendered the Hero (${html.length} characters of HTML)`,
  );
}
