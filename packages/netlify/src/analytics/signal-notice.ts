/**
 * The "application-signal" notice kind (notify/kinds.ts): an application was read to the
 * end of a project page, forwarded, or its résumé downloaded. Told once per application
 * and signal (./application-signals keeps which were told); the id names both. What the
 * owner is told is the company as the owner typed it, the signal, the page and the country
 * when known, and a link to the application: nothing else about the visit.
 */
import { registerPayloadNoticeKind } from "../notify/kinds";
import type { OwnerLinks } from "../notify/links";
import { headerText, type OwnerNotice } from "../notify/message";
import { applicationNotice, countryLabel } from "./application-notice";

/** The signals that notify beside the opening (which has its own kind). */
export const notifyingSignals = ["read-to-end", "forwarded", "resume-downloaded"] as const;
export type NotifyingSignal = (typeof notifyingSignals)[number];

export interface ApplicationSignal {
  signal: NotifyingSignal;
  ref: string;
  company: string;
  page?: string;
  country?: string;
}

const phrases: Record<NotifyingSignal, string> = {
  "read-to-end": "read a case study to the end",
  forwarded: "passed your portfolio on",
  "resume-downloaded": "downloaded your résumé",
};

export const applicationSignalNotices = registerPayloadNoticeKind<ApplicationSignal>({
  name: "application-signal",
  render: applicationSignalNotice,
  // The opening's notice marks the application when it fails; these are told on the timeline.
  giveUp: async () => {},
});

/** The notice in every channel's shape. */
export function applicationSignalNotice(signal: ApplicationSignal, links: OwnerLinks): OwnerNotice {
  const subject = `${headerText(signal.company) || signal.ref} ${phrases[signal.signal]}`;
  const facts = [
    ...(signal.page ? [`Page: ${signal.page}`] : []),
    ...(signal.country ? [`Country: ${countryLabel(signal.country)}`] : []),
  ];
  return applicationNotice(subject, facts, links.application(signal.ref), {
    signal: signal.signal,
    application: {
      ref: signal.ref,
      company: signal.company,
      ...(signal.page ? { page: signal.page } : {}),
      ...(signal.country ? { country: signal.country } : {}),
    },
  });
}
