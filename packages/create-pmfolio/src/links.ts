/**
 * Symbolic links in the way of a write: `--force` writes into a folder that already has files, and
 * a file or a folder there that is a link would take the write somewhere else, possibly outside
 * the folder. Each path the scaffold writes is checked, with every folder above it, before the
 * first write.
 */
import { lstatSync, readlinkSync } from "node:fs";
import path from "node:path";

/** The first link among `relativePaths` and the folders above them, as "path (→ where it points)". */
export function linkInTheWay(target: string, relativePaths: Iterable<string>): string | undefined {
  const seen = new Set<string>();
  for (const relative of relativePaths) {
    const parts = relative.split(/[\\/]/);
    for (let depth = 1; depth <= parts.length; depth++) {
      const within = path.join(target, ...parts.slice(0, depth));
      if (seen.has(within)) continue;
      seen.add(within);
      const stat = lstatSync(within, { throwIfNoEntry: false });
      if (stat?.isSymbolicLink()) return `${within} (→ ${readlinkSync(within)})`;
      if (!stat) break;
    }
  }
  return undefined;
}
