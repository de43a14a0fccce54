import { analyticsRanges, type AnalyticsRange } from "@pmfolio/core";
import { forwardRef, type HTMLAttributes } from "react";
import { countInWords, useLabels, useLocale } from "../../../labels";
import { analyticsLabels } from "../../../labels/analyticsLabels";
import { Button } from "../../../primitives/Button";
import { Stack } from "../../../internal/Stack";

export interface RangeSelectorProps extends Omit<HTMLAttributes<HTMLDivElement>, "onChange"> {
  /** The selected range, in days. */
  value: AnalyticsRange;
  /** Called with the range the owner picks (not called for the one already selected). */
  onChange: (range: AnalyticsRange) => void;
  /**
   * The ranges offered.
   * @defaultValue [7, 30, 90]
   */
  ranges?: readonly AnalyticsRange[];
}

/** The dashboard's range buttons, 'Last 7 days' … 'Last 90 days'; the selected one is pressed. */
export const RangeSelector = forwardRef<HTMLDivElement, RangeSelectorProps>(function RangeSelector(
  { value, onChange, ranges = analyticsRanges, ...rest },
  ref,
) {
  const labels = useLabels("rangeSelector", analyticsLabels.rangeSelector);
  const locale = useLocale();
  return (
    <Stack ref={ref} role="group" aria-label={labels.group} {...rest}>
      {ranges.map((range) => (
        <Button
          key={range}
          size="sm"
          variant={range === value ? "primary" : "secondary"}
          aria-pressed={range === value}
          data-state={range === value ? "on" : "off"}
          onClick={() => {
            if (range !== value) onChange(range);
          }}
        >
          {countInWords(labels.lastDays, range, locale)}
        </Button>
      ))}
    </Stack>
  );
});
