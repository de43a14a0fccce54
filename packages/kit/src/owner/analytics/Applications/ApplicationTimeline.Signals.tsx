import type { ApplicationEvent, ApplicationEventType, IconName } from "@pmfolio/core";
import { useId } from "react";
import { useLocale } from "../../../labels";
import { Icon } from "../../../primitives/Icon";
import { formatTimestamp } from "../format";
import { Signals, Status, SubHeading } from "./Applications.styles";
import { useApplicationLabels } from "./useApplicationLabels";
import { PageName } from "../PageName";

/** Each signal's icon: decoration beside its name, never the only way it is told. */
export const signalIcons: Record<ApplicationEventType, IconName> = {
  opened: "compass",
  "read-to-end": "check",
  returned: "clock",
  forwarded: "users",
  "resume-downloaded": "download",
  "resume-link-opened": "link",
  "case-study-opened": "shield",
  "booking-clicked": "calendar",
  "message-sent": "message",
};

export interface ApplicationSignalsProps {
  /** The application's signals, oldest first (as the summary lists them). */
  events: readonly ApplicationEvent[];
  timeZone?: string;
}

/** An application's signals, newest first (as its visits): each with its icon, name, page and time. */
export function ApplicationSignals({ events, timeZone }: ApplicationSignalsProps) {
  const labels = useApplicationLabels();
  const locale = useLocale();
  const headingId = useId();
  return (
    <>
      <SubHeading id={headingId}>{labels.signals}</SubHeading>
      {events.length === 0 ? (
        <Status>{labels.noSignals}</Status>
      ) : (
        <Signals aria-labelledby={headingId}>
          {[...events].reverse().map((event) => (
            <li key={`${event.at}-${event.type}`} data-event={event.type}>
              <Icon name={signalIcons[event.type]} size={18} />
              <span>
                {labels.eventNames[event.type]}
                {event.page ? (
                  <>
                    {" "}
                    <PageName path={event.page} />
                  </>
                ) : null}
                {", "}
                <time dateTime={event.at}>{formatTimestamp(event.at, locale, timeZone)}</time>
              </span>
            </li>
          ))}
        </Signals>
      )}
    </>
  );
}
