import path from "node:path";
import type { Plugin } from "vite";
import { ContentError } from "@pmfolio/core";
import {
  contentFilePaths,
  postTextsByLanguage,
  privateProjectsByLanguage,
  publicByLanguage,
  readContentByLanguage,
} from "./readContent";

/** The app's content module (src/content.ts), which reads the files when no bundler runs. */
export const CONTENT_MODULE = path.join(import.meta.dirname, "../src/content.ts");
/** The private projects in full (src/privateProjects.ts), which only the server entry imports. */
export const PRIVATE_PROJECTS_MODULE = path.join(import.meta.dirname, "../src/privateProjects.ts");
/** The posts' texts (src/postTexts.ts), which only the server entry imports. */
export const POST_TEXTS_MODULE = path.join(import.meta.dirname, "../src/postTexts.ts");

/**
 * The owner's content, read from its JSON files and checked against the schema when a bundle
 * takes it (CONTENT_MODULE): the module becomes the checked data, so neither the reader nor
 * the schema reaches a browser, and a mistake fails the build with its file and field. Each file
 * is watched: in `pnpm dev` an edit reloads the page (pagesAsBuilt), an added project too.
 */
export function contentAsData(folder: string): Plugin {
  return {
    name: "pmfolio:content-as-data",
    enforce: "pre",
    // The folder is watched by the server (a project added reloads the pages), not with
    // `addWatchFile`: Vite's dev server resolves what a module watches as an import, and a folder
    // does not resolve as one (with PMFOLIO_CONTENT_DIR set, the app then failed to load).
    configureServer(server) {
      server.watcher.add(folder);
      server.watcher.on("add", (file) => {
        if (!path.resolve(file).startsWith(path.resolve(folder) + path.sep)) return;
        // An uploaded image is not content the pages read: reloading would drop the editor's draft.
        if (!file.endsWith(".json") && !file.endsWith(".md")) return;
        for (const environment of Object.values(server.environments)) {
          const content = environment.moduleGraph.getModuleById(CONTENT_MODULE);
          if (content) environment.moduleGraph.invalidateModule(content);
        }
        server.ws.send({ type: "full-reload" });
      });
    },
    load(id) {
      const module = id.split("?")[0];
      if (module !== CONTENT_MODULE && module !== PRIVATE_PROJECTS_MODULE && module !== POST_TEXTS_MODULE)
        return;
      for (const file of contentFilePaths(folder)) this.addWatchFile(file);
      try {
        const read = readContentByLanguage(folder);
        // The same exports as src/privateProjects.ts, src/postTexts.ts and src/content.ts, as data.
        if (module === PRIVATE_PROJECTS_MODULE)
          return `export const privateProjects = ${JSON.stringify(privateProjectsByLanguage(read))};\n`;
        if (module === POST_TEXTS_MODULE)
          return `export const postTexts = ${JSON.stringify(postTextsByLanguage(read))};\n`;
        return [
          `export const siteContent = ${JSON.stringify(publicByLanguage(read))};`,
          "export const content = siteContent.byLanguage[siteContent.languages[0]];",
          "",
        ].join("\n");
      } catch (error) {
        // The message names each file and field; where in Vite it was found would only bury it.
        if (error instanceof ContentError) this.error({ message: error.message, stack: "" });
        throw error;
      }
    },
  };
}
