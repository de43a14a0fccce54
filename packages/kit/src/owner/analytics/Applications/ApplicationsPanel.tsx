import {
  applicationGoals,
  isNotOpenedYet,
  otherRowLabel,
  type ApplicationLinkChange,
  type ApplicationSort,
  type ApplicationStatus,
  type ApplicationSummary,
  type ApplicationTimeline as Timeline,
} from "@pmfolio/core";
import { forwardRef, useEffect, useId, useRef, useState, type HTMLAttributes } from "react";
import { formatCount, useLocale } from "../../../labels";
import { Badge } from "../../../primitives/Badge";
import { Button } from "../../../primitives/Button";
import { Empty } from "../AnalyticsTabs/AnalyticsTabs.styles";
import { formatTimestamp } from "../format";
import { ApplicationLinkSettings } from "./ApplicationLinkSettings";
import { ApplicationTimeline } from "./ApplicationTimeline";
import { ApplicationLinkState } from "./ApplicationsPanel.LinkState";
import type { LinkProject, LinkRole } from "./linkSettingsForm";
import {
  ApplicationsTable,
  CellLabel,
  Muted,
  Name,
  PagePath,
  PagesRead,
  Root,
  Status,
} from "./Applications.styles";
import { BadgeNote, Cell, NotOpenedYet } from "./ApplicationsPanel.Cells";
import { ApplicationsControls } from "./ApplicationsPanel.Controls";
import { ApplicationStatusField } from "./ApplicationsPanel.Status";
import { formatDepth, formatDuration } from "./duration";
import { sortApplications } from "./sortApplications";
import { useApplicationLabels } from "./useApplicationLabels";
import { PageName } from "../PageName";

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
  /**
   * Stores an application's new status; without it, statuses are shown as text. The menu
   * shows the new status at once and puts the old one back, with a message, when this fails.
   */
  onStatusChange?: (ref: string, status: ApplicationStatus) => Promise<void>;
  /**
   * The moment "not opened yet" is judged at (an application nobody opened 7 days after it
   * was created).
   * @defaultValue the time of the render
   */
  now?: Date;
  /**
   * The first day of the range the applications cover ("YYYY-MM-DD", the summary's
   * `range.from`): only an application created since then is marked "not opened yet", as
   * an older one may have been opened before the range.
   * @defaultValue no bound
   */
  rangeFrom?: string;
  /**
   * What each application's link may show (issue 47): the site's projects and roles, and how
   * to save one application's settings. Given, each row gets a "Link settings" button.
   */
  linkSettings?: ApplicationsLinkSettings;
}

/** The site's side of the link settings: its content's choices, and the one call that saves them. */
export interface ApplicationsLinkSettings {
  /** The site's projects, in the content's order, with their public titles; the private ones marked. */
  projects: readonly LinkProject[];
  /** The site's roles, in the content's order, with their highlights. */
  roles: readonly LinkRole[];
  /** Saves one application's settings (see `ApplicationLinkSettings`'s `onSave`). */
  onSave: (ref: string, change: ApplicationLinkChange) => Promise<void>;
}

/** A status the owner just chose, shown until the host's list has it (or the change fails). */
type Chosen = { status: ApplicationStatus; statusChangedAt: string };

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
  function ApplicationsPanel(
    {
      applications,
      loadTimeline,
      timeZone,
      defaultOpen,
      onStatusChange,
      now,
      rangeFrom,
      linkSettings,
      ...rest
    },
    ref,
  ) {
    const labels = useApplicationLabels();
    const locale = useLocale();
    // The application a link names opens at once, if the range has a visit of it.
    const [linked] = useState(() => {
      const application = applications.find((row) => row.ref === defaultOpen);
      return application && application.visits > 0 && application.ref !== otherRowLabel && loadTimeline
        ? application.ref
        : undefined;
    });
    const [timeline, setTimeline] = useState<TimelineState>(
      linked ? { state: "loading", ref: linked } : { state: "closed" },
    );
    const [sort, setSort] = useState<ApplicationSort>("activity");
    const [shown, setShown] = useState<ApplicationStatus | undefined>(undefined);
    // Choices made against an older list are dropped: a new list from the host has the stored statuses.
    const [chosen, setChosen] = useState<{ list: typeof applications; byRef: Record<string, Chosen> }>({
      list: applications,
      byRef: {},
    });
    const choices = chosen.list === applications ? chosen.byRef : {};
    const [statusError, setStatusError] = useState<string | null>(null);
    const nowMs = (now ?? new Date()).getTime();
    const rows = sortApplications(
      applications.map((application) => ({ ...application, ...choices[application.ref] })),
      sort,
      shown,
      locale,
    );

    const changeStatus = (application: ApplicationSummary, status: ApplicationStatus) => {
      if (!onStatusChange) return;
      const choice = { status, statusChangedAt: new Date().toISOString() };
      setChosen((current) => ({
        list: applications,
        byRef: { ...(current.list === applications ? current.byRef : {}), [application.ref]: choice },
      }));
      setStatusError(null);
      onStatusChange(application.ref, status).catch((error: unknown) => {
        // Undone only if no later choice replaced this one.
        setChosen((current) => {
          if (current.byRef[application.ref] !== choice) return current;
          const { [application.ref]: _undone, ...rest } = current.byRef;
          return { list: current.list, byRef: rest };
        });
        setStatusError(labels.statusFailed(error instanceof Error ? error.message : String(error)));
      });
    };
    const headingRef = useRef<HTMLHeadingElement>(null);
    const captionId = useId();
    const asked = useRef(0);

    useEffect(() => {
      if (timeline.state === "open") headingRef.current?.focus();
    }, [timeline]);

    /** Loads a timeline whose loading state is already set; only the latest request's answer is shown. */
    const load = (ref: string) => {
      if (!loadTimeline) return;
      const request = ++asked.current;
      loadTimeline(ref).then(
        (loaded) => request === asked.current && setTimeline({ state: "open", timeline: loaded }),
        (error: unknown) =>
          request === asked.current &&
          setTimeline({
            state: "failed",
            ref,
            message: error instanceof Error ? error.message : String(error),
          }),
      );
    };
    const open = (application: ApplicationSummary) => {
      if (!loadTimeline) return;
      setTimeline({ state: "loading", ref: application.ref });
      load(application.ref);
    };

    // Once, on the first render (its state starts as loading): a later change of the list
    // (another range) leaves the choice to the owner.
    useEffect(() => {
      if (timeline.state === "loading" && timeline.ref === linked) load(linked);
      // eslint-disable-next-line react-hooks/exhaustive-deps -- only the first render's tag
    }, []);

    if (applications.length === 0)
      return (
        <Root ref={ref} {...rest}>
          <Empty>{labels.empty}</Empty>
        </Root>
      );

    return (
      <Root ref={ref} {...rest}>
        <ApplicationsControls sort={sort} onSortChange={setSort} status={shown} onStatusChange={setShown} />
        <div aria-live="polite">{statusError ? <Status role="alert">{statusError}</Status> : null}</div>
        {rows.length === 0 && shown ? (
          <Empty>{labels.noneWithStatus(labels.statusNames[shown])}</Empty>
        ) : null}
        {rows.length > 0 ? (
          // The roles are spelled out because on a phone the rows stack as cards (CSS grid), and some
          // engines drop a table's semantics once its parts are no longer displayed as table parts.
          // Each cell's visible label there is hidden from assistive technology, which announces
          // the (visually hidden) column header instead.
          <ApplicationsTable role="table" aria-labelledby={captionId}>
            <caption id={captionId}>
              {sort === "activity" ? labels.caption : labels.captionSortedBy(labels.sortNames[sort])}
            </caption>
            {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- kept where a phone's stacked layout drops it */}
            <thead role="rowgroup">
              <tr role="row">
                {[
                  labels.application,
                  labels.status,
                  labels.firstSeen,
                  labels.lastSeen,
                  labels.visits,
                  labels.pagesRead,
                  labels.goals,
                ].map((label) => (
                  <th key={label} scope="col" role="columnheader">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- kept where a phone's stacked layout drops it */}
            <tbody role="rowgroup">
              {rows.map((application) => {
                const other = application.ref === otherRowLabel;
                const name = other ? labels.other : (application.company ?? application.ref);
                const goals = applicationGoals.filter((goal) => application.goals[goal] > 0);
                return (
                  <tr key={application.ref} role="row">
                    <th scope="row" role="rowheader">
                      <Name>
                        {name}
                        {application.company ? <code>?ref={application.ref}</code> : null}
                        {application.notificationFailed ? (
                          <BadgeNote
                            badge={<Badge tone="warning">{labels.notificationFailed}</Badge>}
                            note={labels.notificationFailedNote}
                          />
                        ) : null}
                        {linkSettings && !other ? (
                          <ApplicationLinkSettings
                            name={name}
                            link={application.link}
                            projects={linkSettings.projects}
                            roles={linkSettings.roles}
                            onSave={(change) => linkSettings.onSave(application.ref, change)}
                            timeZone={timeZone}
                          />
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
                    <Cell>
                      {other ? null : (
                        <>
                          <CellLabel aria-hidden>{labels.status}</CellLabel>
                          <ApplicationStatusField
                            name={name}
                            status={application.status}
                            changedAt={application.statusChangedAt}
                            onChange={
                              onStatusChange ? (status) => changeStatus(application, status) : undefined
                            }
                            timeZone={timeZone}
                          />
                          <ApplicationLinkState link={application.link} nowMs={nowMs} timeZone={timeZone} />
                        </>
                      )}
                    </Cell>
                    <Cell>
                      <CellLabel aria-hidden>{labels.firstSeen}</CellLabel>
                      {application.firstSeen ? (
                        <time dateTime={application.firstSeen}>
                          {formatTimestamp(application.firstSeen, locale, timeZone)}
                        </time>
                      ) : application.created &&
                        isNotOpenedYet(application, nowMs) &&
                        (!rangeFrom || application.created.slice(0, 10) >= rangeFrom) ? (
                        <NotOpenedYet created={application.created} nowMs={nowMs} />
                      ) : (
                        <Muted>{labels.notOpened}</Muted>
                      )}
                    </Cell>
                    <Cell>
                      {application.lastSeen ? (
                        <>
                          <CellLabel aria-hidden>{labels.lastSeen}</CellLabel>
                          <time dateTime={application.lastSeen}>
                            {formatTimestamp(application.lastSeen, locale, timeZone)}
                          </time>
                        </>
                      ) : null}
                    </Cell>
                    <Cell>
                      <CellLabel aria-hidden>{labels.visits}</CellLabel>
                      {formatCount(application.visits, locale)}
                    </Cell>
                    <Cell>
                      {application.pages.length > 0 ? (
                        <>
                          <CellLabel aria-hidden>{labels.pagesRead}</CellLabel>
                          <PagesRead>
                            {application.pages.slice(0, 3).map((page) => (
                              <li key={page.page}>
                                {/* Focusable, so a keyboard can show a path the ellipsis cuts. */}
                                <PagePath tabIndex={0} title={page.page}>
                                  <PageName path={page.page} />
                                </PagePath>{" "}
                                {labels.read(
                                  formatDuration(page.seconds, locale),
                                  formatDepth(page.maxDepth, locale),
                                )}
                              </li>
                            ))}
                          </PagesRead>
                        </>
                      ) : null}
                    </Cell>
                    <Cell>
                      {goals.length > 0 ? <CellLabel aria-hidden>{labels.goals}</CellLabel> : null}
                      {goals.map((goal) => (
                        <div key={goal}>
                          {labels.goalNames[goal]}
                          {application.goals[goal] > 1
                            ? ` × ${formatCount(application.goals[goal], locale)}`
                            : ""}
                        </div>
                      ))}
                    </Cell>
                  </tr>
                );
              })}
            </tbody>
          </ApplicationsTable>
        ) : null}
        <div aria-live="polite">
          {timeline.state === "loading" ? <Status>{labels.loading}</Status> : null}
          {timeline.state === "failed" ? (
            <Status role="alert">{labels.failed(timeline.message)}</Status>
          ) : null}
        </div>
        {timeline.state === "open" ? (
          <ApplicationTimeline
            ref={headingRef}
            timeline={timeline.timeline}
            events={applications.find((row) => row.ref === timeline.timeline.ref)?.events}
            timeZone={timeZone}
          />
        ) : null}
      </Root>
    );
  },
);
