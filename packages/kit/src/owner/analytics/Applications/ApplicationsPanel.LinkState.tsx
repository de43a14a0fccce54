import { zonedDate, type ApplicationLink } from "@pmfolio/core";
import { useLocale } from "../../../labels";
import { Badge } from "../../../primitives/Badge";
import { formatDay } from "../format";
import { LinkState } from "./ApplicationLinkSettings.styles";
import { expiryTimeZone, linkState } from "./linkSettingsForm";
import { useApplicationLabels } from "./useApplicationLabels";

/** Beside an application's status: its link is paused, has expired, or when it will; nothing while simply open. */
export function ApplicationLinkState({
  link,
  nowMs,
  timeZone,
}: {
  link?: ApplicationLink;
  nowMs: number;
  timeZone?: string;
}) {
  const labels = useApplicationLabels();
  const locale = useLocale();
  const state = linkState(link, nowMs);
  if (state === "open" || !link) return null;
  return (
    <LinkState data-state={state}>
      {state === "paused" ? <Badge tone="warning">{labels.linkPaused}</Badge> : null}
      {state === "expired" ? <Badge tone="warning">{labels.linkExpired}</Badge> : null}
      {state === "expires" && link.expiresAt ? (
        <time dateTime={link.expiresAt}>
          {labels.linkExpires(
            formatDay(zonedDate(Date.parse(link.expiresAt), expiryTimeZone(timeZone)), locale, {
              year: true,
            }),
          )}
        </time>
      ) : null}
    </LinkState>
  );
}
