/**
 * Whether the tracker may keep a visitor id in this browser's localStorage, asked before
 * anything touches storage. With ANALYTICS_VISITOR_ID=daily the server tells visitors
 * apart by a daily hash of its own and ignores the browser's id, so the tracker keeps
 * nothing (docs/privacy.md). The build reads the variable (packages/site/vite.config.ts); a build
 * without it keeps the id, as `local` does.
 */
declare const __PMFOLIO_ANALYTICS_VISITOR_ID__: string | undefined;

export function keepsVisitorId(): boolean {
  const mode = typeof __PMFOLIO_ANALYTICS_VISITOR_ID__ === "string" ? __PMFOLIO_ANALYTICS_VISITOR_ID__ : "";
  return mode.trim().toLowerCase() !== "daily";
}
