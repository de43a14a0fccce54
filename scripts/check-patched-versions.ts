/**
 * Fails when the lockfile holds a patched package in more than one version. pnpm applies
 * a patch to the one version `patchedDependencies` names; a second version, pulled in
 * when one of the packages that depend on it is bumped, installs unpatched, silently
 * (three packages resolve `@netlify/dev`). Run by `pnpm lint`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** `name@version` keys of `patchedDependencies` (in pnpm-workspace.yaml or the lockfile), split. */
export function patchedPackages(yamlText: string): Array<{ name: string; version: string }> {
  const section = /^patchedDependencies:\n((?:[ \t]+.*\n?|\n)*)/m.exec(yamlText)?.[1] ?? "";
  const found: Array<{ name: string; version: string }> = [];
  for (const match of section.matchAll(/^ {2}['"]?((?:@[^/\s'"]+\/)?[^@\s'"]+)@([^'":\s]+)['"]?:/gm)) {
    found.push({ name: match[1]!, version: match[2]! });
  }
  return found;
}

/** The versions of `name` the lockfile's `packages:` section resolves. */
export function lockedVersions(lockText: string, name: string): string[] {
  const packages = /^packages:\n((?:[ \t]+.*\n?|\n)*)/m.exec(lockText)?.[1] ?? "";
  const versions = new Set<string>();
  for (const match of packages.matchAll(/^ {2}['"]?((?:@[^/\s'"]+\/)?[^@\s'"]+)@([^'"(:\s]+)/gm)) {
    if (match[1] === name) versions.add(match[2]!);
  }
  return [...versions].sort();
}

/** One line per patched package the lockfile holds in another version than the patched one. */
export function patchProblems(workspaceText: string, lockText: string): string[] {
  return patchedPackages(workspaceText).flatMap(({ name, version }) => {
    const versions = lockedVersions(lockText, name);
    if (versions.length === 1 && versions[0] === version) return [];
    if (!versions.length) return [`${name}@${version} is patched, but the lockfile does not resolve ${name}`];
    return [
      `${name} is patched in version ${version}, but the lockfile resolves ${versions.join(", ")}: ` +
        `every version but ${version} installs unpatched (redo the patch, or make them agree)`,
    ];
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const problems = patchProblems(
    readFileSync(path.join(root, "pnpm-workspace.yaml"), "utf8"),
    readFileSync(path.join(root, "pnpm-lock.yaml"), "utf8"),
  );
  for (const problem of problems) console.error(`patched packages: ${problem}`);
  if (problems.length) process.exit(1);
  console.log(
    `patched packages: each in one version (${patchedPackages(readFileSync(path.join(root, "pnpm-workspace.yaml"), "utf8")).length})`,
  );
}
