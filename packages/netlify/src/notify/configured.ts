/**
 * Which channels the owner is told through, by name, read from the environment on each
 * use (so a changed variable needs no new instance): email when SMTP_URL is set, the
 * webhook when NOTIFY_WEBHOOK_URL is set, and the console, only while developing with
 * neither. Apart from the senders (channels.ts): queueing a notice needs only the names,
 * so a function that only queues (the page view) never bundles the mail client.
 */
import { env } from "../env";

export type ChannelName = "email" | "webhook" | "console";

let reportedNone = false;

/**
 * A deploy context that is no deploy: `pnpm dev` (the Vite plugin) sends none at all, and
 * the CLI's dev server "dev". Deploys always have theirs ("production", "deploy-preview",
 * "branch-deploy"), and there a message must never end up in the logs.
 */
const isLocal = (deployContext: string | undefined) => !deployContext || deployContext === "dev";

/**
 * The channels to notify through. With none configured, the console while developing,
 * and on a deploy none, said once per instance.
 */
export function configuredChannelNames(deployContext: string | undefined): ChannelName[] {
  const names: ChannelName[] = [
    ...(env("SMTP_URL") ? (["email"] as const) : []),
    ...(env("NOTIFY_WEBHOOK_URL") ? (["webhook"] as const) : []),
  ];
  if (names.length) return names;
  if (isLocal(deployContext)) return ["console"];
  if (!reportedNone) {
    reportedNone = true;
    console.log("notify: no notification channel is configured (SMTP_URL, NOTIFY_WEBHOOK_URL)");
  }
  return [];
}
