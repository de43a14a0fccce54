/**
 * The senders: email over SMTP_URL, a JSON POST to NOTIFY_WEBHOOK_URL, and the console
 * while developing (which of them are on: configured.ts). Only the functions that send
 * (the contact function after its answer, the retry schedule, the digest) import this
 * file, and with it the mail client.
 */
import { withDeadline } from "../concurrency";
import { env } from "../env";
import { errorLine } from "../log";
import { configuredChannelNames, type ChannelName } from "./configured";
import { reportWebhookPayload, type OwnerEmail, type OwnerNotice } from "./message";

export type { ChannelName } from "./configured";

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

const byName: Record<ChannelName, Channel> = { email, webhook, console: consoleChannel };

/** The configured channels (configured.ts), ready to send. */
export function configuredChannels(deployContext: string | undefined): Channel[] {
  return configuredChannelNames(deployContext).map((name) => byName[name]);
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
