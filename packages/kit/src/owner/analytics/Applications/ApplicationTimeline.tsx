import type { ApplicationEvent, ApplicationTimeline as Timeline } from "@pmfolio/core";
import { forwardRef, type HTMLAttributes } from "react";
import { useLocale } from "../../../labels";
import { Badge } from "../../../primitives/Badge";
import { formatDays, formatTimestamp } from "../format";
import { BlockReading } from "./ApplicationTimeline.BlockReading";
import { BadgeNote } from "./ApplicationsPanel.Cells";
import { ApplicationSignals } from "./ApplicationTimeline.Signals";
import { Visits } from "../AnalyticsTabs/AnalyticsTabs.styles";
import { Goal, Status, Steps, SubHeading, Timeline as Section, Visit } from "./Applications.styles";
import { formatDepth, formatDuration } from "./duration";
import { useApplicationLabels } from "./useApplicationLabels";
import { PageName } from "../PageName";

export interface ApplicationTimelineProps extends HTMLAttributes<HTMLElement> {
  /** One application's visits, newest first. */
  timeline: Timeline;
  /** The application's signals, oldest first (the summary's `events`); without them, no signals are listed. */
  events?: readonly ApplicationEvent[];
  /**
   * The IANA time zone times are shown in.
   * @defaultValue the viewer's time zone
   */
  timeZone?: string;
}

/**
 * One application's story: its signals (each with its icon, name and time), then each visit
 * (when, how long; a bot's labelled, and one through the link after it was paused or expired
 * marked "after the link closed"), the pages read in it (how long, how deep; on a project
 * page, each of its blocks' seconds in view) and the
 * goals reached, newest first; first, a note naming the days that
 * could not be read in time (`incompleteDays`), whose visits are missing. Its heading takes focus when it
 * opens, so keyboard and screen-reader users land on it.
 */
export const ApplicationTimeline = forwardRef<HTMLHeadingElement, ApplicationTimelineProps>(
  function ApplicationTimeline({ timeline, events, timeZone, ...rest }, headingRef) {
    const labels = useApplicationLabels();
    const locale = useLocale();
    const name = timeline.company ?? timeline.ref;
    return (
      <Section aria-label={labels.timelineTitle(name)} {...rest}>
        <h3 ref={headingRef} tabIndex={-1}>
          {labels.timelineTitle(name)}
        </h3>
        {timeline.incompleteDays?.length ? (
          <Status role="note" data-incomplete-days={timeline.incompleteDays.join(" ")}>
            {labels.incompleteDays(
              formatDays(timeline.incompleteDays, locale),
              timeline.incompleteDays.length,
            )}
          </Status>
        ) : null}
        {events ? <ApplicationSignals events={events} timeZone={timeZone} /> : null}
        {events ? <SubHeading>{labels.visits}</SubHeading> : null}
        {timeline.visits.length === 0 ? (
          <Status>{labels.noVisits}</Status>
        ) : (
          <Visits>
            {timeline.visits.map((visit) => {
              const seconds = (Date.parse(visit.end) - Date.parse(visit.start)) / 1000;
              return (
                <Visit
                  key={visit.start}
                  data-state={visit.bot ? "bot" : visit.linkClosed ? "link-closed" : "visit"}
                >
                  <time dateTime={visit.start}>
                    {labels.visit(
                      formatTimestamp(visit.start, locale, timeZone),
                      formatDuration(seconds, locale),
                    )}
                  </time>
                  {visit.linkClosed ? (
                    <BadgeNote
                      badge={<Badge tone="warning">{labels.afterLinkClosed}</Badge>}
                      note={labels.afterLinkClosedNote}
                    />
                  ) : null}
                  {visit.bot ? (
                    <BadgeNote
                      badge={
                        <Badge tone="neutral" icon="shield">
                          {labels.bot(visit.bot)}
                        </Badge>
                      }
                      note={labels.botNote}
                    />
                  ) : null}
                  <Steps>
                    {visit.pages.map((page) => (
                      <li key={`${page.at}-${page.page}`}>
                        <PageName path={page.page} />{" "}
                        {page.seconds === undefined
                          ? labels.notMeasured
                          : labels.read(
                              formatDuration(page.seconds, locale),
                              formatDepth(page.depth ?? 0, locale),
                            )}
                        {page.blocks?.length ? <BlockReading blocks={page.blocks} /> : null}
                      </li>
                    ))}
                    {visit.goals.map((goal) => (
                      <Goal key={`${goal.at}-${goal.goal}`}>{labels.goalNames[goal.goal]}</Goal>
                    ))}
                  </Steps>
                </Visit>
              );
            })}
          </Visits>
        )}
        {timeline.truncated ? <Status>{labels.truncated}</Status> : null}
      </Section>
    );
  },
);
