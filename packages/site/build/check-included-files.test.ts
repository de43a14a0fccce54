import { describe, expect, it } from "vitest";
import { includedFiles, missingIncludes, neededIncludes } from "./check-included-files.mjs";

const created = neededIncludes({
  tomlDir: "/her/site",
  site: "/her/site",
  netlifyPackageDir: "/her/site/node_modules/@pmfolio/netlify",
});

describe("the folders a site's functions read at run time", () => {
  it("are named from netlify.toml's folder: a created site's, and this repository's", () => {
    expect(created.map(({ glob }) => glob)).toEqual([
      "dist-tailored/**",
      "node_modules/@pmfolio/netlify/fonts/**",
    ]);
    const repository = neededIncludes({
      tomlDir: "/repo",
      site: "/repo/site",
      netlifyPackageDir: "/repo/packages/netlify",
    });
    expect(repository.map(({ glob }) => glob)).toEqual([
      "site/dist-tailored/**",
      "packages/netlify/fonts/**",
    ]);
  });

  it("are what a site created before them lacks, until its netlify.toml names them", () => {
    const before = '[functions]\n  directory = "netlify/functions"\n  included_files = ["content/**"]\n';
    expect(missingIncludes(before, created).map(({ glob }) => glob)).toEqual([
      "dist-tailored/**",
      "node_modules/@pmfolio/netlify/fonts/**",
    ]);
    const after =
      '[functions]\n  included_files = ["content/**", "dist-tailored/**", \'node_modules/@pmfolio/netlify/fonts/**\']\n';
    expect(includedFiles(after)).toHaveLength(3);
    expect(missingIncludes(after, created)).toEqual([]);
  });

  it("leave out the fonts for a site without the functions' package", () => {
    expect(neededIncludes({ tomlDir: "/s", site: "/s" }).map(({ glob }) => glob)).toEqual([
      "dist-tailored/**",
    ]);
  });
});
