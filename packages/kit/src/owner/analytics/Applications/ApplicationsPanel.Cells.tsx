import { daysSinceCreated } from "@pmfolio/core";
import type { ReactNode } from "react";
import { formatCount, useLocale } from "../../../labels";
import { Badge } from "../../../primitives/Badge";
import { Muted, Waiting } from "./Applications.styles";
import { useApplicationLabels } from "./useApplicationLabels";

/** The badge of an application nobody opened a week after it was created, and how long ago that was. */
export function NotOpenedYet({ created, nowMs }: { created: string; nowMs: number }) {
  const labels = useApplicationLabels();
  const locale = useLocale();
  const days = daysSinceCreated(created, nowMs);
  return (
    <Waiting data-state="not-opened">
      <Badge tone="warning">{labels.notOpened}</Badge>
      <Muted>{labels.createdAgo(formatCount(days, locale), days)}</Muted>
    </Waiting>
  );
}

/** A table cell whose role survives the phone's stacked layout (see the table's comment). */
export function Cell({ children }: { children: ReactNode }) {
  // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a data cell, not a grid's
  return <td role="cell">{children}</td>;
}

/**
 * A badge that flags a row or a visit, and in muted words what it means (the badge in a span
 * of its own, so it keeps its size in the row's flow). The panel's rows and the timeline's visits use it.
 */
export function BadgeNote({ badge, note }: { badge: ReactNode; note: ReactNode }) {
  return (
    <>
      <span>{badge}</span>
      <Muted>{note}</Muted>
    </>
  );
}
