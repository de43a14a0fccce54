/**
 * A stranger's site, end to end, as `npm create pmfolio` makes it: the create command from its
 * tarball writes Priya Raman's site (a UX researcher, not a product manager) against the @pmfolio
 * tarballs in the folder given; the site installs and builds with its own commands, and is served
 * with its functions on a local Blobs store as scripts/serve-built.ts serves ours. Her home page must
 * carry her name, headline and brand colour in both colour schemes, no word of the sample owner, and
 * its JavaScript at load within budget; a message she is sent must reach her inbox behind her
 * password, and a page view must be counted in her dashboard's summary.
 *
 * Usage: `tsx scripts/check-created-site.ts <folder of tarballs>` (scripts/check-package.mjs packs them).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { startBuiltSite } from "./built-site";

const tarballDir = path.resolve(process.argv[2] ?? "");
const port = Number(process.env.CREATED_SITE_PORT ?? 8979);
const password = "priya-local-check-7Kq2";
const answers = {
  name: "Priya Raman",
  headline: "UX Researcher",
  brand: "#0f766e",
  email: "priya@example.com",
};
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

const create = path.join(tarballDir, "create-pmfolio");
mkdirSync(create, { recursive: true });
const tarball = readdirSync(tarballDir).find((file) => /^create-pmfolio-.*\.tgz$/.test(file));
if (!tarball) throw new Error(`created site: no create-pmfolio tarball in ${tarballDir}`);
execFileSync("tar", ["-xzf", path.join(tarballDir, tarball), "-C", create]);

const site = path.join(tarballDir, "priya-raman");
const transcript = execFileSync(
  process.execPath,
  [
    path.join(create, "package/dist/cli.js"),
    site,
    ...Object.entries(answers).flatMap(([key, value]) => [`--${key}`, value]),
    "--yes",
    "--packages",
    tarballDir,
  ],
  { encoding: "utf8" },
);
console.log(`created site: create-pmfolio said:\n${transcript.trimEnd()}`);
const createdIn = seconds();

// The site's own commands, as its README gives them: install, then build (which checks budgets).
execFileSync("pnpm", ["install", "--prefer-offline", "--reporter=silent"], { cwd: site, stdio: "inherit" });
const installedIn = seconds();
const build = execFileSync("pnpm", ["run", "build"], { cwd: site, encoding: "utf8" });
const loadJs = /index\.html: JavaScript by end of load\s+([\d.]+ KB)/.exec(build)?.[1];
if (!loadJs) throw new Error(`created site: the build printed no JavaScript budget:\n${build.slice(-2000)}`);
const builtIn = seconds();

checkHomePage(readFileSync(path.join(site, "dist/index.html"), "utf8"));
const server = await startBuiltSite({
  port,
  root: site,
  // Bundling fourteen functions on a busy two-core machine takes minutes; the wait ends when the
  // site answers.
  timeoutMs: 600_000,
  env: {
    ADMIN_PASSWORD: password,
    ADMIN_SESSION_SECRET: "priya-session-secret-for-the-local-check-only-0123456789",
  },
});
try {
  const cookie = await checkInbox(server.url);
  await checkAnalytics(server.url, cookie);
  console.log(
    `created site: Priya Raman's site created in ${createdIn} s, installed by ${installedIn} s, built by ` +
      `${builtIn} s (JavaScript at load ${loadJs}) and answering with its API by ${seconds()} s; her message ` +
      `reached her inbox and her page view her summary`,
  );
} finally {
  await server.stop();
}

function checkHomePage(html: string) {
  const problems: string[] = [];
  for (const text of [answers.name, answers.headline])
    if (!html.includes(text)) problems.push(`lacks "${text}"`);
  for (const absent of [/Jordan Lee/i, /product manag/i])
    if (absent.test(html)) problems.push(`carries ${absent}`);
  if (!html.toLowerCase().includes(answers.brand)) problems.push(`has no ${answers.brand} in its CSS`);
  if (!/prefers-color-scheme:\s*dark/.test(html) || !/data-pm-color-scheme=["']?dark/.test(html))
    problems.push("has no dark colour scheme (system and chosen)");
  if (problems.length) throw new Error(`created site /: ${problems.join("; ")}`);
}

function sameOrigin(url: string) {
  return { "Content-Type": "application/json", Origin: url, "Sec-Fetch-Site": "same-origin" };
}

/** Sends a message as a visitor, logs in as the owner with her password, and finds it in the inbox. */
async function checkInbox(url: string): Promise<string> {
  const message = `Hello Priya, a check at ${Date.now()}.`;
  const sent = await fetch(`${url}/api/contact`, {
    method: "POST",
    headers: sameOrigin(url),
    body: JSON.stringify({ name: "Recruiter", email: "recruiter@example.com", message }),
  });
  if (sent.status !== 201)
    throw new Error(`created site: contact answered ${sent.status} ${await sent.text()}`);
  const login = await fetch(`${url}/api/session`, {
    method: "POST",
    headers: sameOrigin(url),
    body: JSON.stringify({ password }),
  });
  if (login.status !== 200)
    throw new Error(`created site: login answered ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const inbox = await fetch(`${url}/api/contacts`, {
    headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" },
  });
  const messages = (inbox.status === 200 ? await inbox.json() : []) as Array<{ message: string }>;
  if (!messages.some((m) => m.message === message))
    throw new Error(`created site: the inbox (${inbox.status}) does not hold the message sent`);
  return cookie;
}

/** Sends a page view as the tracker does and finds it counted in the owner's summary. */
async function checkAnalytics(url: string, cookie: string) {
  const browser = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
  // The request's own User-Agent decides bot or browser, as a browser's beacon carries it.
  const view = await fetch(`${url}/api/analytics`, {
    method: "POST",
    headers: { ...sameOrigin(url), "User-Agent": browser },
    body: JSON.stringify({
      pageUrl: "/",
      timestamp: new Date().toISOString(),
      userAgent: browser,
      deviceInfo: {
        isMobile: false,
        isTablet: false,
        isDesktop: true,
        browser: "Firefox",
        os: "Linux",
        screenWidth: 1920,
        screenHeight: 1080,
      },
      sessionId: "3b1f4c0e-8a5d-4b8e-9c1f-2d6e7a8b9c0d",
      userId: "f47ac10b-58cc-4372-a567-0e02b2c3d479",
      referrer: "direct",
      trafficSource: "Direct",
    }),
  });
  if (view.status !== 202)
    throw new Error(`created site: a page view answered ${view.status} ${await view.text()}`);
  const summary = await fetch(`${url}/api/analytics?days=7`, {
    headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" },
  });
  const body = (summary.status === 200 ? await summary.json() : {}) as {
    pageBreakdown?: Record<string, { totalVisits: number }>;
  };
  if (body.pageBreakdown?.["/"]?.totalVisits !== 1)
    throw new Error(
      `created site: the summary (${summary.status}) does not count the page view: ${JSON.stringify(body).slice(0, 300)}`,
    );
}
