// Fails the build when netlify.toml's [functions] `included_files` lacks a folder the functions
// read at run time that an upgrade of the @pmfolio packages brought: the pages made for
// applications (dist-tailored/, ADR 36) and the résumé PDF's fonts (ADR 35). A site created before
// them keeps its netlify.toml (an upgrade never rewrites the owner's files), and without them a
// tagged link or a résumé download would fail on the deploy. A failed build leaves the last deploy
// online, and this says the line to add.
import { existsSync, readFileSync, realpathSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { netlifyToml, siteDir } from "./siteDir.mjs";

/** The globs in the file's `included_files = [...]` lists. */
export function includedFiles(toml) {
  return [...toml.matchAll(/^\s*included_files\s*=\s*\[([^\]]*)\]/gm)].flatMap((match) =>
    [...match[1].matchAll(/"([^"]+)"|'([^']+)'/g)].map((glob) => glob[1] ?? glob[2]),
  );
}

/** The installed @pmfolio/netlify (its real folder), looked for from `from` upwards; undefined when the site has none. */
function netlifyPackage(from) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "node_modules", "@pmfolio", "netlify");
    if (existsSync(candidate)) return realpathSync(candidate);
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** The globs the functions need, relative to netlify.toml's folder, each with what it ships. */
export function neededIncludes({ tomlDir, site, netlifyPackageDir }) {
  const glob = (dir) => `${path.relative(tomlDir, dir).split(path.sep).join("/")}/**`;
  return [
    { glob: glob(path.join(site, "dist-tailored")), what: "the pages made for your applications" },
    ...(netlifyPackageDir
      ? [{ glob: glob(path.join(netlifyPackageDir, "fonts")), what: "the résumé PDF's fonts" }]
      : []),
  ];
}

/** The needed globs the file lacks. */
export function missingIncludes(toml, needed) {
  const included = new Set(includedFiles(toml));
  return needed.filter(({ glob }) => !included.has(glob));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = netlifyToml();
  const toml = readFileSync(file, "utf8");
  const needed = neededIncludes({
    tomlDir: path.dirname(file),
    site: siteDir,
    netlifyPackageDir: netlifyPackage(siteDir),
  });
  const missing = missingIncludes(toml, needed);
  if (missing.length > 0) {
    const all = [...new Set([...includedFiles(toml), ...needed.map(({ glob }) => glob)])];
    console.error(
      `\n${path.relative(process.cwd(), file) || file}: [functions] included_files lacks ${missing
        .map(({ glob, what }) => `"${glob}" (${what})`)
        .join(" and ")}, which the functions read at run time. Make the line:\n\n  included_files = [${all
        .map((glob) => `"${glob}"`)
        .join(", ")}]\n`,
    );
    process.exit(1);
  }
  console.log(`included files ok: ${needed.map(({ glob }) => glob).join(", ")}`);
}
