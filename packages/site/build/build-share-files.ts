// Build step after the prerender: draws each public page's share image and writes resume.json,
// the web app manifest and the icons into site/dist (see share-files.ts).
import path from "node:path";
import { resumeWordsWarning } from "@pmfolio/core";
import { content } from "../src/content";
import { languages } from "../src/languages";
import { writeShareFiles } from "./share-files";
import { siteDir } from "./siteDir.mjs";

const dist = path.join(siteDir, "dist");
// Netlify sets URL to the site's primary address during builds (as the prerender reads it).
const siteUrl = process.env.SITE_URL ?? process.env.URL ?? content.site.url;

// A language the résumé's words lack shows the default language's headings: said in the build's
// output, never silently (issue 48).
const wordsWarning = resumeWordsWarning(languages);
if (wordsWarning) console.warn(`warning: ${wordsWarning}`);

const started = performance.now();
const files = await writeShareFiles(dist, siteUrl);
for (const file of files) console.log(`share file ${file}`);
console.log(`share files: ${files.length} written in ${Math.round(performance.now() - started)} ms`);
