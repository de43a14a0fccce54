import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { lockedVersions, patchProblems, patchedPackages } from "./check-patched-versions";

const workspace = `packages:
  - site
patchedDependencies:
  "@netlify/dev@5.1.3": patches/@netlify__dev@5.1.3.patch
  left-pad@1.3.0: patches/left-pad@1.3.0.patch
`;

const lock = (devVersions: string[]) => `lockfileVersion: '9.0'

packages:

${devVersions.map((version) => `  '@netlify/dev@${version}':\n    resolution: {integrity: sha512-x}\n`).join("\n")}
  left-pad@1.3.0:
    resolution: {integrity: sha512-y}

  '@netlify/dev-utils@9.9.9':
    resolution: {integrity: sha512-z}

snapshots:

  '@netlify/dev@4.0.0(patch_hash=abc)':
    dependencies: {}
`;

describe("the patched packages' versions", () => {
  it("reads the patched packages and the versions the lockfile resolves", () => {
    expect(patchedPackages(workspace)).toEqual([
      { name: "@netlify/dev", version: "5.1.3" },
      { name: "left-pad", version: "1.3.0" },
    ]);
    expect(lockedVersions(lock(["5.1.3"]), "@netlify/dev")).toEqual(["5.1.3"]);
  });

  it("passes when each patched package is locked in its patched version only", () => {
    expect(patchProblems(workspace, lock(["5.1.3"]))).toEqual([]);
  });

  it("fails when a second, unpatched version is locked beside it", () => {
    expect(patchProblems(workspace, lock(["5.1.3", "5.2.0"]))).toEqual([
      expect.stringMatching(
        /^@netlify\/dev is patched in version 5\.1\.3, but the lockfile resolves 5\.1\.3, 5\.2\.0/,
      ),
    ]);
  });

  it("fails when the patched version is no longer locked at all", () => {
    expect(patchProblems(workspace, lock(["5.2.0"]))).toEqual([expect.stringMatching(/resolves 5\.2\.0/)]);
  });

  it("holds for this repository's lockfile", () => {
    const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), "utf8");
    expect(patchedPackages(read("pnpm-workspace.yaml")).length).toBeGreaterThan(0);
    expect(patchProblems(read("pnpm-workspace.yaml"), read("pnpm-lock.yaml"))).toEqual([]);
  });
});
