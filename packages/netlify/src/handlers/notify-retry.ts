/**
 * Sends the owner's queued notices every minute (an application's signals are told within
 * 60 s: ADR 32): retries of those that failed, the ones queued for this run (an
 * application's opened link and signals), and any message whose notice was
 * never queued (lib/notify/retry; every kind registered through lib/notices). A separate
 * file: `schedule` cannot have a `path`.
 */
import type { Context } from "@netlify/functions";
import { empty } from "../http";
import { retryNotifications } from "../notices";

export default async (_req: Request, context: Context): Promise<Response> => {
  const run = await retryNotifications(new Date(), { deployContext: context.deploy?.context });
  if (run.queued || run.delivered || run.retrying || run.failed || !run.scanComplete) {
    console.log(
      `notify retry: ${run.queued} message(s) queued by the scan, ${run.delivered} delivered, ${run.retrying} to retry, ${run.failed} given up` +
        (run.scanComplete ? "" : "; the scan ran out of time and goes on next run"),
    );
  }
  return empty(204);
};
