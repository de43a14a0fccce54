/**
 * The ways the owner can be told about a new message or an opened application, read from
 * the environment on each use (so a changed variable needs no new instance): email over
 * SMTP when SMTP_URL is set, a JSON POST when NOTIFY_WEBHOOK_URL is set, and the console,
 * only while developing with neither.
 */
import { withDeadline } from "../concurrency";
import { env } from "../env";
import { errorLine } from "../log";
import { reportWebhookPayload, type OwnerEmail } from "./message";

export type ChannelName = "email" | "webhook" | "console";

/** One notification in each channel's shape (see ./message and ./application-opened). */
export interface OwnerNotice {
  email: OwnerEmail;
  /** The webhook's JSON body. */
  webhook: unknown;
  /** What the console prints while developing with no channel. */
  consoleText: string;
}

export interface Channel {
  name: ChannelName;
  /** Resolves once the channel has taken the notification; rejects with the reason otherwise. */
  send(notice: OwnerNotice): Promise<void>;
}

/** How long one SMTP step (connect, greeting, each command) or the webhook's answer may take. */
const CHANNEL_TIMEOUT_MS = 10_000;
/** How long one whole attempt may take, so a retry run always ends within its time limit. */
export const ATTEMPT_TIMEOUT_MS = 15_000;

/** An email to the owner over SMTP_URL: a message's notification or a report. */
async function sendOwnerEmail(mail: OwnerEmail): Promise<void> {
  const to = env("NOTIFY_EMAIL_TO");
  if (!to) throw new Error("NOTIFY_EMAIL_TO is not set");
  // Loaded on first use: the contact function answers before any notification is sent.
  const { createTransport } = await import("nodemailer");
  const transport = createTransport({
    url: env("SMTP_URL"),
    connectionTimeout: CHANNEL_TIMEOUT_MS,
    greetingTimeout: CHANNEL_TIMEOUT_MS,
    socketTimeout: CHANNEL_TIMEOUT_MS,
  });
  try {
    await transport.sendMail({
      from: env("NOTIFY_EMAIL_FROM") || to,
      to,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  } finally {
    transport.close();
  }
}

/** A JSON POST to NOTIFY_WEBHOOK_URL; anything but a 2xx is a failure. */
async function postWebhook(body: unknown): Promise<void> {
  const response = await fetch(env("NOTIFY_WEBHOOK_URL")!, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    redirect: "manual",
    signal: AbortSignal.timeout(CHANNEL_TIMEOUT_MS),
  });
  await response.body?.cancel().catch(() => {});
  if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
}

const email: Channel = { name: "email", send: (notice) => sendOwnerEmail(notice.email) };

const webhook: Channel = { name: "webhook", send: (notice) => postWebhook(notice.webhook) };

const consoleChannel: Channel = {
  name: "console",
  async send(notice) {
    console.log(notice.consoleText);
  },
};

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
export function configuredChannels(deployContext: string | undefined): Channel[] {
  const channels = [...(env("SMTP_URL") ? [email] : []), ...(env("NOTIFY_WEBHOOK_URL") ? [webhook] : [])];
  if (channels.length) return channels;
  if (isLocal(deployContext)) return [consoleChannel];
  if (!reportedNone) {
    reportedNone = true;
    console.log("notify: no notification channel is configured (SMTP_URL, NOTIFY_WEBHOOK_URL)");
  }
  return [];
}

/** The channel named in a stored entry, if it is still configured. */
export function channelNamed(name: ChannelName, deployContext: string | undefined): Channel | undefined {
  return configuredChannels(deployContext).find((channel) => channel.name === name);
}

/** One attempt through `channel`, bounded by ATTEMPT_TIMEOUT_MS. */
export function attempt(channel: Channel, notice: OwnerNotice): Promise<void> {
  return withDeadline(channel.send(notice), ATTEMPT_TIMEOUT_MS, `notify: ${channel.name}`);
}

/** A report for the owner (the weekly analytics digest): a subject, plain text and HTML. */
export type OwnerReport = Omit<OwnerEmail, "replyTo">;

/**
 * Sends a report through every configured channel (the console while developing with
 * none). Resolves with the channels that took it; a channel that fails is logged, and
 * the report is not retried (the next one comes a week later).
 */
export async function sendOwnerReport(
  report: OwnerReport,
  deployContext: string | undefined,
): Promise<ChannelName[]> {
  const sent: ChannelName[] = [];
  await Promise.all(
    configuredChannels(deployContext).map(async (channel) => {
      const work =
        channel.name === "email"
          ? sendOwnerEmail(report)
          : channel.name === "webhook"
            ? postWebhook(reportWebhookPayload(report))
            : Promise.resolve(console.log(`\n  ${report.subject}\n${report.text.replace(/^/gm, "  ")}`));
      try {
        await withDeadline(work, ATTEMPT_TIMEOUT_MS, `notify: report by ${channel.name}`);
        sent.push(channel.name);
      } catch (error) {
        console.error(`notify: the report could not be sent by ${channel.name}`, errorLine(error));
      }
    }),
  );
  return sent;
}
