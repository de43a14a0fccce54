/**
 * @pmfolio/netlify as an owner's site installs it: called by check-package.mjs with the folder of
 * packed tarballs. Makes a site with this repository's thin function files and content files in
 * `content/` (the generated layout), installs the tarballs, and serves the functions through
 * Netlify's own local chain (`@netlify/dev`, as scripts/serve-built.ts does), so the bundler
 * meets the built package from node_modules, not the workspace's sources. Then a message, a page
 * view and the résumé must be answered as on our own site.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";
import { BlobsServer } from "@netlify/blobs/server";
import { functionsChain } from "./functions-chain";

const root = path.resolve(import.meta.dirname, "..");
const tarballs = process.argv[2];
if (!tarballs) throw new Error("usage: tsx scripts/check-backend-tarball.ts <folder of tarballs>");
const tarball = (prefix: string) =>
  `file:${path.join(
    tarballs,
    readdirSync(tarballs).find((file) => file.startsWith(prefix))!,
  )}`;
const rootPkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));

const site = path.join(tarballs, "backend-site");
mkdirSync(path.join(site, "netlify"), { recursive: true });
cpSync(path.join(root, "netlify/functions"), path.join(site, "netlify/functions"), { recursive: true });
cpSync(path.join(root, "site/content"), path.join(site, "content"), { recursive: true });
writeFileSync(
  path.join(site, "netlify.toml"),
  '[functions]\n  directory = "netlify/functions"\n  node_bundler = "esbuild"\n  included_files = ["content/**", "node_modules/@pmfolio/netlify/fonts/**"]\n',
);
writeFileSync(
  path.join(site, "package.json"),
  JSON.stringify({
    name: "backend-site",
    private: true,
    type: "module",
    dependencies: {
      "@pmfolio/netlify": tarball("pmfolio-netlify-"),
      "@netlify/functions": rootPkg.dependencies["@netlify/functions"],
    },
    pnpm: { overrides: { "@pmfolio/core": tarball("pmfolio-core-") } },
  }),
);
writeFileSync(path.join(site, "pnpm-workspace.yaml"), "packages: []\n");
execFileSync("pnpm", ["install", "--prefer-offline", "--no-frozen-lockfile", "--reporter=silent"], {
  cwd: site,
  stdio: "inherit",
});

const directory = await mkdtemp(path.join(tmpdir(), "pmfolio-blobs-"));
const blobs = new BlobsServer({ directory, token: "local-token" });
const { port } = await blobs.start();
const edgeURL = `http://127.0.0.1:${port}`;
process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
  JSON.stringify({
    edgeURL,
    uncachedEdgeURL: edgeURL,
    siteID: "local-site",
    token: "local-token",
    deployID: "0",
  }),
).toString("base64");
process.env.NETLIFY_FUNCTIONS_SERVE_PATH = path.join(site, ".netlify", "functions-serve");
// A function runs from the site's base directory, as on Netlify: its content is `content/` there.
process.chdir(site);
const netlify = functionsChain(site);
await netlify.start();

const origin = "http://localhost:8888";
const call = async (pathname: string, init: RequestInit = {}) => {
  const response = await netlify.handle(
    new Request(`${origin}${pathname}`, {
      ...init,
      headers: { "sec-fetch-site": "same-origin", origin, ...(init.headers as Record<string, string>) },
    }),
  );
  if (!response) throw new Error(`backend from the tarball: ${pathname} reached no function`);
  return response;
};
const expectStatus = async (what: string, response: Response, status: number) => {
  if (response.status !== status)
    throw new Error(
      `backend from the tarball: ${what} answered ${response.status}: ${await response.text()}`,
    );
};

try {
  const started = performance.now();
  await expectStatus("GET /api/health", await call("/api/health"), 200);
  const json = { "content-type": "application/json" };
  await expectStatus(
    "POST /api/contact",
    await call("/api/contact", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ name: "Priya", email: "priya@example.com", message: "Hello from the tarball." }),
    }),
    201,
  );
  await expectStatus(
    "POST /api/analytics",
    await call("/api/analytics", {
      method: "POST",
      headers: json,
      body: JSON.stringify({
        pageUrl: "/resume",
        referrer: "",
        userAgent:
          "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36",
        screenWidth: 1280,
        userId: "u1234567890abcdef",
        sessionId: "s1234567890abcdef",
      }),
    }),
    202,
  );
  const resume = await call("/api/download-resume");
  await expectStatus("GET /api/download-resume", resume, 200);
  const name = JSON.parse(readFileSync(path.join(site, "content/profile.json"), "utf8")).name as string;
  const disposition = resume.headers.get("content-disposition") ?? "";
  if (!disposition.includes(name.split(" ")[0]!))
    throw new Error(`backend from the tarball: the résumé is not the content's (${disposition})`);

  // The functions were bundled from the built package: no workspace source in them.
  const serve = process.env.NETLIFY_FUNCTIONS_SERVE_PATH;
  const entries = readdirSync(serve, { recursive: true, encoding: "utf8" }).filter((file) =>
    /netlify\/functions\/[^/]+\.mjs$/.test(file),
  );
  const fromSources = entries.filter((file) =>
    readFileSync(path.join(serve, file), "utf8").includes("packages/netlify/src"),
  );
  if (entries.length === 0 || fromSources.length)
    throw new Error(
      `backend from the tarball: ${entries.length} functions built, from sources: ${fromSources}`,
    );
  console.log(
    `backend from the tarball: ${entries.length} functions built from @pmfolio/netlify's dist; health, a message, ` +
      `a page view and the content's résumé answered in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await netlify.stop();
  await blobs.stop();
  await rm(directory, { recursive: true, force: true });
}
