import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.join(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const workflows = readdirSync(path.join(root, ".github/workflows")).filter((f) => f.endsWith(".yml"));

describe("one Node version everywhere", () => {
  const major = read(".nvmrc").trim();
  const pkg = JSON.parse(read("package.json"));

  it("netlify.toml deploys (and runs the functions) on the .nvmrc major", () => {
    expect(read("netlify.toml")).toContain(`NODE_VERSION = "${major}"`);
  });

  it("the node devDependency that runs every script is an exact version of that major", () => {
    expect(pkg.devDependencies.node).toMatch(new RegExp(`^${major}\\.\\d+\\.\\d+$`));
  });

  it("engines of the root admit it, and each published package claims what it and its dependencies need", () => {
    expect(pkg.engines.node).toBe(">=22.12");
    // The kit and core run wherever their React app builds; the site's commands and functions
    // install Netlify's packages, which need 22.12; the create command runs on older Node too,
    // to say there which Node the site needs.
    const claims = {
      kit: ">=20.19",
      core: ">=20.19",
      "create-pmfolio": ">=20.19",
      netlify: ">=22.12",
      site: ">=22.12",
    };
    for (const [name, claim] of Object.entries(claims)) {
      const file = `packages/${name}/package.json`;
      expect(JSON.parse(read(file)).engines.node, file).toBe(claim);
    }
  });

  it.each(workflows)("%s sets up Node from .nvmrc", (file) => {
    const workflow = read(`.github/workflows/${file}`);
    expect(workflow).toContain("node-version-file: .nvmrc");
    expect(workflow).not.toMatch(/node-version:\s/);
  });
});

describe("hosted workflows", () => {
  it.each(workflows)("%s pins every action by full commit SHA, with the release named", (file) => {
    const uses = read(`.github/workflows/${file}`).match(/uses: .+/g) ?? [];
    expect(uses.length).toBeGreaterThan(0);
    for (const line of uses) expect(line).toMatch(/^uses: [\w-]+\/[\w-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
  });

  it.each(workflows)("%s installs the committed lockfile", (file) => {
    expect(read(`.github/workflows/${file}`)).toContain("corepack pnpm install --frozen-lockfile");
  });

  it("the release publishes with provenance only when an npm token is configured", () => {
    const release = read(".github/workflows/release.yml");
    expect(release).toContain("id-token: write");
    expect(release).toContain('NPM_CONFIG_PROVENANCE: "true"');
    expect(release).toContain("HAS_NPM_TOKEN: ${{ secrets.NPM_TOKEN != '' }}");
    expect(release).toContain(
      "publish-script: ${{ env.HAS_NPM_TOKEN == 'true' && 'corepack pnpm release' || '' }}",
    );
  });

  it("Chromatic runs a pinned CLI with TurboSnap on a Storybook built with its module graph", () => {
    const script: string = JSON.parse(read("package.json")).scripts.chromatic;
    expect(script).toMatch(/^pnpm dlx chromatic@\d+\.\d+\.\d+ /);
    expect(script).toContain("--only-changed");
    expect(read(".github/workflows/chromatic.yml")).toContain("corepack pnpm build-storybook --stats-json");
    expect(read(".github/workflows/chromatic.yml")).toContain("fetch-depth: 0");
  });

  it(".ci/run installs the committed lockfile", () => {
    expect(read(".ci/run")).toContain("corepack pnpm install --frozen-lockfile && corepack pnpm test");
  });
});

describe("Storybook packages", () => {
  it("are all pinned to one exact version", () => {
    const deps: Record<string, string> = JSON.parse(read("package.json")).devDependencies;
    const storybook = Object.entries(deps).filter(
      ([name]) =>
        name === "storybook" || name.startsWith("@storybook/") || name === "eslint-plugin-storybook",
    );
    expect(storybook.length).toBeGreaterThan(3);
    expect(new Set(storybook.map(([, version]) => version))).toEqual(new Set([deps.storybook]));
    expect(deps.storybook).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
