/**
 * Each Netlify function bundled as `bench:site` measures it (esbuild: bundled, minified,
 * ESM for Node): its size, and which packages it pulls in. `pnpm bench:functions` prints
 * the table; `function-bundles.test.ts` holds the page-view function to its budget.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const functionsDir = path.join(root, "netlify/functions");

export interface FunctionBundle {
  file: string;
  /** Minified bytes. */
  bytes: number;
  /** The bundled source files, relative to the repository. */
  inputs: string[];
}

/** Bundles one file of netlify/functions. */
export async function functionBundle(file: string): Promise<FunctionBundle> {
  const result = await build({
    entryPoints: [path.join(functionsDir, file)],
    absWorkingDir: root,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    minify: true,
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  return {
    file,
    bytes: result.outputFiles[0]!.contents.byteLength,
    inputs: Object.keys(result.metafile.inputs),
  };
}

/** Every function, by file name. */
export async function functionSizes(): Promise<Array<[string, number]>> {
  const rows: Array<[string, number]> = [];
  for (const file of readdirSync(functionsDir).filter((name) => /\.m?[jt]s$/.test(name))) {
    rows.push([file, (await functionBundle(file)).bytes]);
  }
  return rows;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function printFunctionSizes(rows: Array<[string, number]>): void {
  console.log("\nfunction                        bundle (minified)");
  for (const [name, size] of rows) console.log(`${name.padEnd(31)} ${kb(size).padStart(9)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  printFunctionSizes(await functionSizes());
}
