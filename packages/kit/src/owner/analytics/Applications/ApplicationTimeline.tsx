import type { ApplicationTimeline as Timeline } from "@pmfolio/core";
import { forwardRef, type HTMLAttributes } from "react";
import { useLabels, useLocale } from "../../../labels";
import { analyticsLabels } from "../../../labels/analyticsLabels";
import { formatDay, formatTimestamp } from "../format";
import { Goal, Status, Steps, Timeline as Section, Visit, Visits } from "./Applications.styles";
import { formatDepth, formatDuration } from "./duration";

export interface ApplicationTimelineProps extends HTMLAttributes<HTMLElement> {
  /** One application's visits, newest first. */
  timeline: Timeline;
  /**
   * The IANA time zone times are shown in.
   * @defaultValue the viewer's time zone
   */
  timeZone?: string;
}

/**
 * One application's story: each visit (when, how long), the pages read in it (how long,
 * how deep) and the goals reached, newest visit first; first, a note naming the days that
 * could not be read in time (`incompleteDays`), whose visits are missing. Its heading takes focus when it
 * opens, so keyboard and screen-reader users land on it.
 */
export const ApplicationTimeline = forwardRef<HTMLHeadingElement, ApplicationTimelineProps>(
  function ApplicationTimeline({ timeline, timeZone, ...rest }, headingRef) {
    const labels = useLabels("applications", analyticsLabels.applications);
    const locale = useLocale();
    const name = timeline.company ?? timeline.ref;
    return (
      <Section aria-label={labels.timelineTitle(name)} {...rest}>
        <h3 ref={headingRef} tabIndex={-1}>
          {labels.timelineTitle(name)}
        </h3>
        {timeline.incompleteDays?.length ? (
          <Status role="note" data-incomplete-days={timeline.incompleteDays.join(" ")}>
            {(labels.incompleteDays ?? analyticsLabels.applications.incompleteDays!)(
              new Intl.ListFormat(locale, { type: "conjunction" }).format(
                timeline.incompleteDays.map((date) => formatDay(date, locale)),
              ),
              timeline.incompleteDays.length,
            )}
          </Status>
        ) : null}
        {timeline.visits.length === 0 ? (
          <Status>{labels.noVisits}</Status>
        ) : (
          <Visits>
            {timeline.visits.map((visit) => {
              const seconds = (Date.parse(visit.end) - Date.parse(visit.start)) / 1000;
              return (
                <Visit key={visit.start}>
                  <time dateTime={visit.start}>
                    {labels.visit(
                      formatTimestamp(visit.start, locale, timeZone),
                      formatDuration(seconds, locale),
                    )}
                  </time>
                  <Steps>
                    {visit.pages.map((page) => (
                      <li key={`${page.at}-${page.page}`}>
                        <code>{page.page}</code>{" "}
                        {page.seconds === undefined
                          ? labels.notMeasured
                          : labels.read(
                              formatDuration(page.seconds, locale),
                              formatDepth(page.depth ?? 0, locale),
                            )}
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
