/**
 * What a created site must show and do (scripts/check-created-site.ts): her built home page is hers,
 * and, over HTTP against the running site, a visitor's message reaches her inbox behind her
 * password, a page view is counted in her summary, and the editor's first open reads her files.
 */
import { desktopPageView, firefoxOnLinux } from "../packages/core/src/analytics/fixtures/pageViews";

/** Her built home page: her name, headline and brand colour in both colour schemes, no sample owner. */
export function checkHomePage(html: string, answers: { name: string; headline: string; brand: string }) {
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
export async function checkInbox(url: string, password: string): Promise<string> {
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
export async function checkAnalytics(url: string, cookie: string) {
  // The request's own User-Agent decides bot or browser, as a browser's beacon carries it.
  const view = await fetch(`${url}/api/analytics`, {
    method: "POST",
    headers: { ...sameOrigin(url), "User-Agent": firefoxOnLinux },
    body: JSON.stringify(desktopPageView()),
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

/**
 * The editor's first open, as /admin/content makes it: her own files, ready to publish to disk. The
 * content function is built on its first call under `npm run dev`; that open once answered 500.
 */
export async function checkEditorOpens(url: string, cookie: string, name: string) {
  const res = await fetch(`${url}/api/content`, {
    headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" },
  });
  const text = await res.text();
  if (res.status !== 200)
    throw new Error(`created site: the editor's first open answered ${res.status} ${text}`);
  const snapshot = JSON.parse(text) as { files?: Record<string, string>; target?: string };
  const profile = snapshot.files?.["profile.json"] ?? "";
  if (snapshot.target !== "disk" || !profile.includes(name))
    throw new Error(`created site: the editor opened without her profile on disk: ${text.slice(0, 300)}`);
}
