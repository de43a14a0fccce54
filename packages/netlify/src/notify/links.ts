/**
 * The owner's links a notice carries (the inbox, an application in the dashboard), in one
 * place. A notice is queued with its link base (ownerBase) and rendered from it at each
 * attempt, because a retry run has no request to take an origin from.
 */
import { OWNER_PATHS } from "../core";
import { contextStoreName, deployContext as deployContextOf } from "../blobs";
import { env } from "../env";

/**
 * The site the owner's links point at: SITE_URL, else Netlify's URL, else the request's
 * origin. On a deploy preview or branch deploy, that deploy's own address
 * (DEPLOY_PRIME_URL, else DEPLOY_URL, else the origin): its messages are in its own
 * stores, never in the live inbox.
 */
export function ownerBase(origin: string, deployContext: string | undefined = deployContextOf()): string {
  return contextStoreName("contacts", deployContext) === "contacts"
    ? env("SITE_URL") || env("URL") || origin
    : env("DEPLOY_PRIME_URL") || env("DEPLOY_URL") || origin;
}

export interface OwnerLinks {
  /** The inbox's absolute address. */
  inbox: string;
  /** The analytics dashboard's absolute address. */
  analytics: string;
  /**
   * The dashboard's address opening one application: only the tab and the tag, which is
   * the owner's own word for a company, never anything of the visit.
   */
  application(ref: string): string;
}

/** The owner's links on the site at `base` (see ownerBase). */
export function ownerLinks(base: string): OwnerLinks {
  return {
    inbox: new URL(OWNER_PATHS.inbox, base).href,
    analytics: new URL(OWNER_PATHS.analytics, base).href,
    application(ref) {
      const url = new URL(OWNER_PATHS.analytics, base);
      url.search = new URLSearchParams({ tab: "applications", ref }).toString();
      return url.href;
    },
  };
}
