import { getStore } from "@netlify/blobs";
import { afterEach, beforeEach, vi } from "vitest";
import { analyticsStore } from "../../../packages/netlify/src/analytics/store";
import { settleBackgroundWork } from "./blobs-server";
import { withNotifyServers, type NotifyServers } from "./notify-receivers";

/** The site every application-notice test serves, as `SITE_URL` names it. */
export const SITE = "https://pm.example.com";

/**
 * A test file of an application's notices: the real local Blobs, SMTP and webhook servers
 * (started once), and before each test empty analytics and notification stores, no mail or
 * post kept, and the notices' variables set: both channels, `SITE_URL`, the first-open
 * notice on, and `env` on top. Every variable it set, and any a test set among `extra`, is
 * removed after each test, with the clock and the spies.
 */
export function withApplicationNotices(
  env: Record<string, string> = {},
  extra: readonly string[] = [],
): NotifyServers {
  const servers = withNotifyServers();
  const variables = (): Record<string, string> => ({
    SMTP_URL: servers.smtp.url,
    NOTIFY_EMAIL_TO: "owner@example.com",
    NOTIFY_WEBHOOK_URL: servers.hook.url,
    SITE_URL: SITE,
    NOTIFY_APPLICATION_OPENED: "1",
    ...env,
  });
  beforeEach(async () => {
    await settleBackgroundWork();
    servers.smtp.mails.length = 0;
    servers.hook.posts.length = 0;
    await analyticsStore().deleteAll();
    await getStore({ name: "notifications", consistency: "strong" }).deleteAll();
    Object.assign(process.env, variables());
  });
  afterEach(() => {
    for (const name of [...Object.keys(variables()), ...extra]) delete process.env[name];
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  return servers;
}
