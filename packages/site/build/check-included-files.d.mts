export function includedFiles(toml: string): string[];
export function neededIncludes(paths: {
  tomlDir: string;
  site: string;
  netlifyPackageDir?: string;
}): { glob: string; what: string }[];
export function missingIncludes(
  toml: string,
  needed: { glob: string; what: string }[],
): { glob: string; what: string }[];
