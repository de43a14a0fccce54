/**
 * Résumé benchmark (prints figures; not a test): `GET /api/download-resume` through the
 * function, on a real local Blobs server behind a 40 ms-per-call proxy (platform latency),
 * with 500 applications in the owner's list:
 *   - the first download of the process (content read, fonts embedded, the PDF drawn);
 *   - a tagged PDF's first draw (a tag not drawn before: one storage read, one drawing);
 *   - a tagged PDF already drawn (one storage read; the drawing kept in the instance);
 *   - the untagged PDF, kept in the instance (no storage call).
 * Then the PDF itself, per language of the site (issue 48): its size and the time to draw it, the
 * process's first drawing (fonts read) and the drawings after it.
 * Targets (issue 37): tagged first draw ≤ 1.5 s, cached ≤ 300 ms; (issue 48) the default PDF under
 * 150 KB, drawn in under 1.5 s.
 *
 *   pnpm bench:resume
 *
 * Everything runs on loopback in a temporary directory, deleted afterwards.
 */
import { performance } from "node:perf_hooks";
import { siteLanguages } from "@pmfolio/core";
import { content } from "../packages/site/src/content";
import { contentIn } from "../packages/site/src/languages";
import { buildResumePdf } from "../packages/netlify/src/resume";
import handler from "../netlify/functions/download-resume.mjs";
import { analyticsStore } from "../packages/netlify/src/analytics/store";
import { settleBackgroundWork, startBlobs, testContext } from "../netlify/tests/helpers/blobs-server";

const LATENCY_MS = 40;
const APPLICATIONS = 500;
const RUNS = 15;
const site = content.site.url.replace(/\/+$/, "");

const blobs = await startBlobs({ latencyMs: LATENCY_MS });
try {
  const applications = Array.from({ length: APPLICATIONS }, (_, n) => ({
    ref: `company-${n}-7k2qx9m4`,
    company: `Company ${n}`,
    created: new Date().toISOString(),
  }));
  await blobs.direct(() => analyticsStore().setJSON("applications/owned", applications));

  /** One download (not counted: Sec-GPC), its milliseconds and bytes. */
  async function download(query: string): Promise<{ ms: number; bytes: number; cacheControl: string }> {
    const started = performance.now();
    const response = await handler(
      new Request(`${site}/api/download-resume${query}`, { headers: { "Sec-GPC": "1" } }),
      testContext(),
    );
    const bytes = (await response.arrayBuffer()).byteLength;
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`download ${query}: ${response.status}`);
    return { ms, bytes, cacheControl: response.headers.get("Cache-Control") ?? "" };
  }

  const summary = (label: string, times: number[], target?: number) => {
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const max = sorted.at(-1)!;
    const verdict =
      target === undefined
        ? ""
        : max <= target
          ? `  (target ≤ ${target} ms: met)`
          : `  (target ≤ ${target} ms: MISSED)`;
    console.log(
      `${label.padEnd(44)} median ${median.toFixed(0).padStart(5)} ms   max ${max.toFixed(0).padStart(5)} ms${verdict}`,
    );
  };

  console.log(
    `Résumé PDF, ${APPLICATIONS} applications, ${LATENCY_MS} ms per storage call, ${RUNS} runs each\n`,
  );
  const cold = await download(`?ref=${applications[0]!.ref}`);
  console.log(
    `${"first download of the process (tagged)".padEnd(44)} ${cold.ms.toFixed(0).padStart(5)} ms   ${(cold.bytes / 1024).toFixed(1)} KB, ${cold.cacheControl}`,
  );

  const first: number[] = [];
  for (let n = 1; n <= RUNS; n += 1) first.push((await download(`?ref=${applications[n]!.ref}`)).ms);
  summary("tagged, first draw (a new tag)", first, 1500);

  const cached: number[] = [];
  for (let n = 1; n <= RUNS; n += 1) cached.push((await download(`?ref=${applications[n]!.ref}`)).ms);
  summary("tagged, drawn before (kept in the instance)", cached, 300);

  blobs.resetOperations();
  const german: number[] = [];
  for (let n = 1; n <= RUNS; n += 1) german.push((await download(`?ref=${applications[n]!.ref}&lang=de`)).ms);
  summary("tagged, German, first draw", german, 1500);
  console.log(
    `${"storage calls per tagged download".padEnd(44)} ${(blobs.proxiedCalls() / RUNS).toFixed(1)}`,
  );

  await download("");
  const untagged: number[] = [];
  for (let n = 0; n < RUNS; n += 1) untagged.push((await download("")).ms);
  summary("untagged, kept in the instance", untagged);

  console.log("\nThe untagged PDF drawn from the content, no storage (buildResumePdf)\n");
  for (const language of siteLanguages(content.site)) {
    const inLanguage = contentIn(language);
    const draws: number[] = [];
    let bytes = 0;
    for (let n = 0; n < RUNS; n += 1) {
      const started = performance.now();
      bytes = (await buildResumePdf(inLanguage, { language })).byteLength;
      draws.push(performance.now() - started);
    }
    const size = bytes / 1024;
    console.log(
      `${`size, ${language}`.padEnd(44)} ${size.toFixed(1).padStart(5)} KB  (target < 150 KB: ${size < 150 ? "met" : "MISSED"})`,
    );
    summary(`drawn, ${language}`, draws, 1500);
  }
  await settleBackgroundWork();
} finally {
  await blobs.close();
}
