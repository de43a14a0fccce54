import { applicationSorts, type ApplicationSort, type ApplicationStatus } from "@pmfolio/core";
import { useId } from "react";
import { Controls, Select } from "./Applications.styles";
import { StatusOptions } from "./ApplicationsPanel.Status";
import { useApplicationLabels } from "./useApplicationLabels";

export interface ApplicationsControlsProps {
  sort: ApplicationSort;
  onSortChange: (sort: ApplicationSort) => void;
  /** The status shown, or undefined for all. */
  status: ApplicationStatus | undefined;
  onStatusChange: (status: ApplicationStatus | undefined) => void;
}

const all = "";

/** The Applications tab's sort and status filter: two labelled native selects, so keyboards and screen readers know them. */
export function ApplicationsControls({
  sort,
  onSortChange,
  status,
  onStatusChange,
}: ApplicationsControlsProps) {
  const labels = useApplicationLabels();
  const id = useId();
  return (
    <Controls>
      <label htmlFor={`${id}-sort`}>
        {labels.sortBy}
        <Select
          id={`${id}-sort`}
          value={sort}
          onChange={(event) => onSortChange(event.currentTarget.value as ApplicationSort)}
        >
          {applicationSorts.map((name) => (
            <option key={name} value={name}>
              {labels.sortNames[name]}
            </option>
          ))}
        </Select>
      </label>
      <label htmlFor={`${id}-status`}>
        {labels.status}
        <Select
          id={`${id}-status`}
          value={status ?? all}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onStatusChange(value === all ? undefined : (value as ApplicationStatus));
          }}
        >
          <option value={all}>{labels.allStatuses}</option>
          <StatusOptions />
        </Select>
      </label>
    </Controls>
  );
}
