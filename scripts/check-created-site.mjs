// A stranger's site, end to end, as `npm create pmfolio` makes it: the create command from its
// tarball writes Priya Raman's site (a UX researcher, not a product manager) against the @pmfolio
// tarballs; the site installs, and the Netlify CLI builds and serves it with its functions on a
// local Blobs store. Her home page must carry her name, headline and brand colour in both colour
// schemes and no word of the sample owner; a message she is sent must reach her inbox behind her
// password, and a page view must be counted in her dashboard's summary.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
// Node 24 runs the TypeScript helper as it is (its types are erasable).
import { untilHealthy } from "./built-site.ts";

const netlifyBin = path.join(import.meta.dirname, "../node_modules/.bin/netlify");
const password = "priya-local-check-7Kq2";
const answers = {
  name: "Priya Raman",
  headline: "UX Researcher",
  brand: "#0f766e",
  email: "priya@example.com",
};

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

/** Creates, installs, builds and serves the site from the tarballs in `tarballDir`; throws on any miss. */
export async function checkCreatedSite(tarballDir, { port = 8979 } = {}) {
  const started = performance.now();
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
  const createdIn = seconds(started);

  execFileSync("pnpm", ["install", "--prefer-offline", "--no-frozen-lockfile", "--reporter=silent"], {
    cwd: site,
    stdio: "inherit",
  });
  const installedIn = seconds(started);

  const server = await serve(site, port);
  try {
    const servedIn = seconds(started);
    checkHomePage(readFileSync(path.join(site, "dist/index.html"), "utf8"));
    await checkInbox(server.url);
    await checkAnalytics(server.url);
    console.log(
      `created site: Priya Raman's site created in ${createdIn} s, installed by ${installedIn} s, built and ` +
        `answering with its API by ${servedIn} s; her message reached her inbox and her page view her summary`,
    );
  } finally {
    await server.stop();
  }
}

function checkHomePage(html) {
  const problems = [];
  for (const text of [answers.name, answers.headline])
    if (!html.includes(text)) problems.push(`lacks "${text}"`);
  for (const absent of [/Jordan Lee/i, /product manag/i])
    if (absent.test(html)) problems.push(`carries ${absent}`);
  if (!html.toLowerCase().includes(answers.brand)) problems.push(`has no ${answers.brand} in its CSS`);
  if (!/prefers-color-scheme:\s*dark|data-theme="?dark/.test(html))
    problems.push("has no dark colour scheme");
  if (problems.length) throw new Error(`created site /: ${problems.join("; ")}`);
}

/** Sends a message as a visitor, logs in as the owner with her password, and finds it in the inbox. */
async function checkInbox(url) {
  const message = `Hello Priya, a check at ${Date.now()}.`;
  const sent = await fetch(`${url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url, "Sec-Fetch-Site": "same-origin" },
    body: JSON.stringify({ name: "Recruiter", email: "recruiter@example.com", message }),
  });
  if (sent.status !== 201)
    throw new Error(`created site: contact answered ${sent.status} ${await sent.text()}`);

  const login = await fetch(`${url}/api/session`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url, "Sec-Fetch-Site": "same-origin" },
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
  const messages = inbox.status === 200 ? await inbox.json() : [];
  if (!messages.some((m) => m.message === message))
    throw new Error(`created site: the inbox (${inbox.status}) does not hold the message sent`);
  return cookie;
}

/** Sends a page view as the tracker does and finds it counted in the owner's summary. */
async function checkAnalytics(url) {
  const view = await fetch(`${url}/api/analytics`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url, "Sec-Fetch-Site": "same-origin" },
    body: JSON.stringify({
      pageUrl: "/",
      timestamp: new Date().toISOString(),
      userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
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
    headers: { Authorization: `Bearer ${password}`, "Sec-Fetch-Site": "same-origin" },
  });
  const body = summary.status === 200 ? await summary.json() : {};
  if (!(body.pageBreakdown?.["/"]?.views >= 1))
    throw new Error(
      `created site: the summary (${summary.status}) does not count the page view: ${JSON.stringify(body).slice(0, 300)}`,
    );
}

/** `netlify serve --offline` in the site's folder: its own build, functions, headers and Blobs. */
async function serve(site, port) {
  const child = spawn(netlifyBin, ["serve", "--offline", "--port", String(port)], {
    cwd: site,
    env: {
      ...process.env,
      BROWSER: "none",
      NETLIFY_TELEMETRY_DISABLED: "1",
      ADMIN_PASSWORD: password,
      ADMIN_SESSION_SECRET: "priya-session-secret-for-the-local-check-only-0123456789",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const url = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return;
    }
    await exited;
  };
  await untilHealthy({
    name: "created site (netlify serve)",
    child,
    url,
    output: () => output,
    stop,
    timeoutMs: 300_000,
  });
  return { url, stop };
}
