/**
 * Content publish benchmark (prints figures; not a test; target: publish to commit ≤ 2 s). The
 * real POST /api/content handler against the GitHub stand-in (netlify/tests/helpers/
 * github-stand-in.ts), every API call delayed 40 ms like a round trip to GitHub, the admin gate
 * on a real local Blobs server. Each run loads the editor's files (GET, as the page does), changes
 * the headline and publishes from the head it loaded. Prints each publish's time and API calls: a
 * publish reads the branch (ref, commit, the trees down to the content folder) and writes one
 * blob, one tree, one commit and the ref; the files' blobs were read by the GET and are kept by
 * SHA (an instance that has not read them reads them all at once, one round more).
 *
 *   pnpm bench:content
 *   pnpm exec tsx bench/content-publish.ts [runs]
 */
import type { ContentPublished, ContentSnapshot } from "@pmfolio/core";
import handler from "../netlify/functions/content.mjs";
import { issueSession } from "../packages/netlify/src/owner/session";
import { startBlobs, testContext } from "../netlify/tests/helpers/blobs-server";
import { folderState, siteContentFolder } from "../netlify/tests/helpers/content-folder";
import { startGitHubStandIn } from "../netlify/tests/helpers/github-stand-in";

const LATENCY_MS = 40;
const TARGET_MS = 2000;
const runs = Number(process.argv[2] ?? 5);
const PASSWORD = "bench-owner-password";
const TOKEN = "github_pat_bench";

const blobs = await startBlobs();
const github = await startGitHubStandIn({
  token: TOKEN,
  repo: "owner/site",
  latencyMs: LATENCY_MS,
  files: Object.fromEntries(
    Object.entries(folderState(siteContentFolder))
      .filter(([name]) => name.endsWith(".json"))
      .map(([name, text]) => [`site/content/${name}`, text]),
  ),
});
Object.assign(process.env, {
  ADMIN_PASSWORD: PASSWORD,
  CONTEXT: "production",
  ADMIN_SESSION_SECRET: "bench-session-secret-of-at-least-32-characters",
  CONTENT_GIT_TOKEN: TOKEN,
  CONTENT_GIT_REPO: "owner/site",
  CONTENT_GIT_FOLDER: "site/content",
  CONTENT_GIT_API_URL: github.url,
});
// The editor's requests carry the owner's session cookie, as the page's do.
const { cookie } = await issueSession(PASSWORD);
const auth = { Cookie: cookie.split(";")[0]!, "Sec-Fetch-Site": "same-origin" };

const get = async () =>
  (await (
    await handler(new Request("http://localhost/api/content", { headers: auth }), testContext())
  ).json()) as ContentSnapshot;

console.log(
  `Content publish → commit, GitHub stand-in at ${LATENCY_MS} ms a call (target ≤ ${TARGET_MS} ms):`,
);
let loaded = await get();
const times: number[] = [];
for (let run = 0; run < runs; run += 1) {
  const profile = JSON.parse(loaded.files["profile.json"]!) as Record<string, unknown>;
  const body = JSON.stringify({
    revision: loaded.revision,
    files: { "profile.json": JSON.stringify({ ...profile, headline: `Headline ${run}` }) },
  });
  const callsBefore = github.calls.length;
  const started = performance.now();
  const res = await handler(
    new Request("http://localhost/api/content", {
      method: "POST",
      headers: { ...auth, "Content-Type": "application/json" },
      body,
    }),
    testContext(),
  );
  const ms = performance.now() - started;
  const published = (await res.json()) as ContentPublished;
  if (res.status !== 200 || github.head() !== published.revision)
    throw new Error(`publish ${run} answered ${res.status}: ${JSON.stringify(published)}`);
  times.push(ms);
  console.log(
    `  publish ${run + 1}: ${Math.round(ms)} ms, ${github.calls.length - callsBefore} API calls, commit ${published.revision.slice(0, 7)}`,
  );
  loaded = await get();
}
const worst = Math.max(...times);
console.log(
  `  slowest: ${Math.round(worst)} ms — ${worst <= TARGET_MS ? "within" : "OVER"} the ${TARGET_MS} ms target; ${github.log().length - 1} commits made`,
);
await github.close();
await blobs.close();
