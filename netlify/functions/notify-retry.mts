/**
 * Retries owner notifications that failed, every five minutes, and queues any message
 * whose notification was never recorded (lib/notify/outbox). A separate file: `schedule`
 * cannot have a `path`.
 */
import type { Config, Context } from "@netlify/functions";
import { empty } from "../lib/http";
import { retryNotifications } from "../lib/notify/outbox";

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

export const config: Config = { schedule: "*/5 * * * *" };
