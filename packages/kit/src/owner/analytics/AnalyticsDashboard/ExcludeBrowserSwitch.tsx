import { useLabels } from "../../../labels";
import { analyticsLabels } from "../../../labels/analyticsLabels";
import { Switch, SwitchState, SwitchTrack } from "./ExcludeBrowserSwitch.styles";

export interface ExcludeBrowserSwitchProps {
  /** Whether this browser's visits are left out. */
  checked: boolean;
  /** Called with the owner's choice. */
  onCheckedChange: (exclude: boolean) => void;
  /** The id of the sentence that says what the current state means. */
  describedBy?: string;
}

/**
 * "Don't count this browser": one switch (`role="switch"`), its track drawn once, then its label and
 * the state word ("On"/"Off") in plain text after the track, so the state reads without colour.
 */
export function ExcludeBrowserSwitch({ checked, onCheckedChange, describedBy }: ExcludeBrowserSwitchProps) {
  const labels = useLabels("analytics", analyticsLabels.analytics);
  return (
    <Switch
      type="button"
      role="switch"
      aria-checked={checked}
      aria-describedby={describedBy}
      onClick={() => onCheckedChange(!checked)}
    >
      <SwitchTrack aria-hidden="true" />
      {labels.excludeThisBrowser}
      {/* aria-checked already says it; the word is for the eye. */}
      <SwitchState aria-hidden="true">{checked ? labels.switchOn : labels.switchOff}</SwitchState>
    </Switch>
  );
}
