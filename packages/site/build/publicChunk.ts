import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * The modules every public page runs at load, which the build puts in one file (the "public"
 * chunk): each small file costs its own compression overhead and request, and the 5 KB budget
 * counts them all. They are this package's entry, the contact island's trigger and the tracker's
 * scheduler, and the kit's behaviours: its sources in this workspace, its built files where a
 * site installed the kit from the registry (the behaviours' entry and the chunks it imports).
 */
const ownModules = /src\/public\/(main|afterFirstPaint)|src\/contact\/contactOnIntent|src\/tracker\/index/;

/** True for a module of the public chunk (a Rolldown module id: a path, maybe with a query). */
export function publicChunkTest(fromDir: string = import.meta.dirname): (id: string) => boolean {
  const kitEntry = createRequire(path.join(fromDir, "package.json")).resolve("@pmfolio/kit/behaviors");
  const kitModules = /\.tsx?$/.test(kitEntry)
    ? (id: string) => /packages\/kit\/src\/(behaviors|internal\/sectionScroll|theme\/colorScheme)/.test(id)
    : (
        (files) => (id: string) =>
          files.has(id)
      )(builtModules(kitEntry));
  return (id) => ownModules.test(id) || kitModules(id);
}

/** A built entry and every file it imports by a relative path, transitively. */
function builtModules(entry: string): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, "utf8");
    for (const [, specifier] of source.matchAll(/\bfrom\s*["'](\.{1,2}\/[^"']+)["']/g))
      visit(path.resolve(path.dirname(file), specifier!));
  };
  visit(entry);
  return files;
}
