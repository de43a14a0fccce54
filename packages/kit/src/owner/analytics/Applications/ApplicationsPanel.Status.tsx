import { applicationStatuses, type ApplicationStatus } from "@pmfolio/core";
import { useLocale } from "../../../labels";
import { formatTimestamp } from "../format";
import { Select, StatusCell } from "./Applications.styles";
import { useApplicationLabels } from "./useApplicationLabels";

export interface ApplicationStatusFieldProps {
  /** The application's name, for the menu's accessible name. */
  name: string;
  status: ApplicationStatus;
  /** When it last changed (ISO 8601). */
  changedAt: string | null;
  /** Without it the status is shown as text. */
  onChange?: (status: ApplicationStatus) => void;
  timeZone?: string;
}

/** Where one application stands: a native select named after the application, and since when. */
export function ApplicationStatusField({
  name,
  status,
  changedAt,
  onChange,
  timeZone,
}: ApplicationStatusFieldProps) {
  const labels = useApplicationLabels();
  const locale = useLocale();
  return (
    <StatusCell data-state={status}>
      {onChange ? (
        <Select
          aria-label={labels.statusOf(name)}
          value={status}
          onChange={(event) => onChange(event.currentTarget.value as ApplicationStatus)}
        >
          <StatusOptions />
        </Select>
      ) : (
        <span>{labels.statusNames[status]}</span>
      )}
      {changedAt ? (
        <time dateTime={changedAt}>{labels.statusSince(formatTimestamp(changedAt, locale, timeZone))}</time>
      ) : null}
    </StatusCell>
  );
}

/** One `<option>` per status, in the pipeline's order, for the status menus and the filter. */
export function StatusOptions() {
  const labels = useApplicationLabels();
  return applicationStatuses.map((status) => (
    <option key={status} value={status}>
      {labels.statusNames[status]}
    </option>
  ));
}
