import {
  applicationGoals,
  otherRowLabel,
  type ApplicationSummary,
  type ApplicationTimeline as Timeline,
} from "@pmfolio/core";
import { forwardRef, useEffect, useRef, useState, type HTMLAttributes } from "react";
import { formatCount, useLabels, useLocale } from "../../../labels";
import { analyticsLabels } from "../../../labels/analyticsLabels";
import { Badge } from "../../../primitives/Badge";
import { Button } from "../../../primitives/Button";
import { Empty } from "../AnalyticsTabs/AnalyticsTabs.styles";
import { formatTimestamp } from "../format";
import { ApplicationTimeline } from "./ApplicationTimeline";
import { ApplicationsTable, Muted, Name, Root, Status } from "./Applications.styles";
import { formatDepth, formatDuration } from "./duration";

export interface ApplicationsPanelProps extends HTMLAttributes<HTMLDivElement> {
  /** The range's applications, most recently seen first ("Other" last). */
  applications: readonly ApplicationSummary[];
  /** Loads one application's timeline; without it, the rows have no timeline button. */
  loadTimeline?: (ref: string) => Promise<Timeline>;
  /**
   * The IANA time zone times are shown in.
   * @defaultValue the viewer's time zone
   */
  timeZone?: string;
  /**
   * The tag of the application whose timeline opens at first (the owner followed a link
   * to it); ignored when the range has no visit of it.
   */
  defaultOpen?: string;
}

type TimelineState =
  | { state: "closed" }
  | { state: "loading"; ref: string }
  | { state: "failed"; ref: string; message: string }
  | { state: "open"; timeline: Timeline };

/**
 * The applications (one per `ref` tag): which company opened the link, when, how often,
 * which pages they read (how long, how deep) and which goals they reached. A row's button
 * opens that application's timeline below the table.
 */
export const ApplicationsPanel = forwardRef<HTMLDivElement, ApplicationsPanelProps>(
  function ApplicationsPanel({ applications, loadTimeline, timeZone, defaultOpen, ...rest }, ref) {
    const labels = useLabels("applications", analyticsLabels.applications);
    const locale = useLocale();
    const [timeline, setTimeline] = useState<TimelineState>({ state: "closed" });
    const headingRef = useRef<HTMLHeadingElement>(null);
    const asked = useRef(0);

    useEffect(() => {
      if (timeline.state === "open") headingRef.current?.focus();
    }, [timeline]);

    const open = (application: ApplicationSummary) => {
      if (!loadTimeline) return;
      const request = ++asked.current;
      setTimeline({ state: "loading", ref: application.ref });
      loadTimeline(application.ref).then(
        (loaded) => request === asked.current && setTimeline({ state: "open", timeline: loaded }),
        (error: unknown) =>
          request === asked.current &&
          setTimeline({
            state: "failed",
            ref: application.ref,
            message: error instanceof Error ? error.message : String(error),
          }),
      );
    };

    // Once, on the first render: a later change of the list (another range) leaves the choice to the owner.
    const openedAtFirst = useRef(false);
    useEffect(() => {
      if (openedAtFirst.current || !defaultOpen) return;
      openedAtFirst.current = true;
      const application = applications.find((row) => row.ref === defaultOpen);
      if (application && application.visits > 0 && application.ref !== otherRowLabel) open(application);
      // eslint-disable-next-line react-hooks/exhaustive-deps -- only the first render's list and tag
    }, []);

    if (applications.length === 0)
      return (
        <Root ref={ref} {...rest}>
          <Empty>{labels.empty}</Empty>
        </Root>
      );

    return (
      <Root ref={ref} {...rest}>
        <ApplicationsTable>
          <caption>{labels.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.application}</th>
              <th scope="col">{labels.firstSeen}</th>
              <th scope="col">{labels.lastSeen}</th>
              <th scope="col">{labels.visits}</th>
              <th scope="col">{labels.pagesRead}</th>
              <th scope="col">{labels.goals}</th>
            </tr>
          </thead>
          <tbody>
            {applications.map((application) => {
              const other = application.ref === otherRowLabel;
              const name = other ? labels.other : (application.company ?? application.ref);
              const goals = applicationGoals.filter((goal) => application.goals[goal] > 0);
              return (
                <tr key={application.ref}>
                  <th scope="row">
                    <Name>
                      {name}
                      {application.company ? <code>?ref={application.ref}</code> : null}
                      {application.notificationFailed ? (
                        <>
                          <span>
                            <Badge tone="warning">{labels.notificationFailed}</Badge>
                          </span>
                          <Muted>{labels.notificationFailedNote}</Muted>
                        </>
                      ) : null}
                      {loadTimeline && !other && application.visits > 0 ? (
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-expanded={
                            timeline.state === "open" && timeline.timeline.ref === application.ref
                          }
                          onClick={() => open(application)}
                        >
                          {labels.showTimeline(name)}
                        </Button>
                      ) : null}
                    </Name>
                  </th>
                  <td>
                    {application.firstSeen ? (
                      <time dateTime={application.firstSeen}>
                        {formatTimestamp(application.firstSeen, locale, timeZone)}
                      </time>
                    ) : (
                      <Muted>{labels.notOpened}</Muted>
                    )}
                  </td>
                  <td>
                    {application.lastSeen ? (
                      <time dateTime={application.lastSeen}>
                        {formatTimestamp(application.lastSeen, locale, timeZone)}
                      </time>
                    ) : null}
                  </td>
                  <td>{formatCount(application.visits, locale)}</td>
                  <td>
                    {application.pages.slice(0, 3).map((page) => (
                      <div key={page.page}>
                        <code>{page.page}</code>{" "}
                        {labels.read(
                          formatDuration(page.seconds, locale),
                          formatDepth(page.maxDepth, locale),
                        )}
                      </div>
                    ))}
                  </td>
                  <td>
                    {goals.map((goal) => (
                      <div key={goal}>
                        {labels.goalNames[goal]}
                        {application.goals[goal] > 1
                          ? ` × ${formatCount(application.goals[goal], locale)}`
                          : ""}
                      </div>
                    ))}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </ApplicationsTable>
        <div aria-live="polite">
          {timeline.state === "loading" ? <Status>{labels.loading}</Status> : null}
          {timeline.state === "failed" ? (
            <Status role="alert">{labels.failed(timeline.message)}</Status>
          ) : null}
        </div>
        {timeline.state === "open" ? (
          <ApplicationTimeline ref={headingRef} timeline={timeline.timeline} timeZone={timeZone} />
        ) : null}
      </Root>
    );
  },
);
