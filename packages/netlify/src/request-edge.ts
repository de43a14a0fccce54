/**
 * What every endpoint asks of a request before it reads its body: did another site make the
 * browser send it, did the site's own pages send it, and which client bucket it counts against.
 * The visitor's endpoints (contact, analytics, résumé) and the owner's (session, admin gate) use
 * these same rules.
 */
import { createHash } from "node:crypto";
import type { Context } from "@netlify/functions";

/**
 * True when the browser says the request came from another site: `Sec-Fetch-Site: cross-site`
 * or `same-site`, or an `Origin` that is not this one. No headers at all (curl, scripts, old
 * browsers) is not another site; the rate limits bound those.
 *
 * `same-site` counts as another site: it is a sibling origin under the same registrable domain
 * (`blog.example.com` beside `example.com`), which may run code this site does not control (a
 * hosted blog, a preview, user content), and every request of this site's own pages is
 * `same-origin`. So nothing this site serves is refused by it, and a sibling can neither post
 * messages from its visitors' addresses, log an owner in (login CSRF), nor count page views.
 */
export function fromOtherSite(req: Request): boolean {
  const site = req.headers.get("sec-fetch-site")?.trim().toLowerCase();
  if (site === "cross-site" || site === "same-site") return true;
  const origin = req.headers.get("origin");
  return origin !== null && origin !== new URL(req.url).origin;
}

/**
 * Whether the visitor asked for what a counted link gives (the résumé, the booking page): a
 * top-level navigation (a link followed, from this site, a PDF or an email), or a request this
 * site made. Another site's `<img>`, frame or script pointing here is answered, not counted:
 * otherwise any page could make its readers' browsers count downloads and clicks.
 */
export function visitorAsked(req: Request): boolean {
  const topLevel =
    req.headers.get("sec-fetch-mode") === "navigate" && req.headers.get("sec-fetch-dest") === "document";
  return topLevel || !fromOtherSite(req);
}

/**
 * True when the browser says the request came from this origin's own pages
 * (`Sec-Fetch-Site: same-origin`, or an `Origin` equal to the request's). Stricter than
 * `!fromOtherSite`: a request that says nothing is not from the own pages.
 */
export function fromOwnOrigin(req: Request): boolean {
  if (req.headers.get("sec-fetch-site")?.trim().toLowerCase() === "same-origin") return true;
  return req.headers.get("origin") === new URL(req.url).origin;
}

/**
 * Who is sending, as precisely as is fair, for per-client limits: an IPv4 address, an IPv6 /64,
 * or, when the platform gives no address, a hash of request traits that stay the same across
 * one client's requests (user agent, languages, encodings). Without an address everyone would
 * otherwise share one bucket, and one client could use up every such client's allowance; a
 * client that varies the traits only gets more buckets, which site-wide limits still cap.
 */
export function clientBucket(req: Request, context: Pick<Context, "ip">): string {
  const ip = context.ip?.trim();
  if (ip) return addressBucket(ip);
  const traits = ["user-agent", "accept-language", "accept-encoding", "accept"]
    .map((name) => req.headers.get(name) ?? "")
    .join("\n");
  return `unknown:${createHash("sha256").update(traits).digest("hex").slice(0, 32)}`;
}

/**
 * An IPv4 address as it is; an IPv6 address as its /64 (IPv4-mapped ones as IPv4): one
 * household or server gets a whole /64, so counting exact IPv6 addresses would give a sender
 * billions of fresh allowances.
 */
export function addressBucket(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(":")) return ip;
  const address = ip.replace(/%.*$/, "").toLowerCase();
  const [head = "", tail] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array<string>(Math.max(0, missing)).fill("0"), ...tailGroups];
  const prefix = groups.slice(0, 4).map((group) => (Number.parseInt(group || "0", 16) || 0).toString(16));
  return `${prefix.join(":")}::/64`;
}
