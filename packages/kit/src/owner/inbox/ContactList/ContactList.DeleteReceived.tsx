import { useRef, useState } from "react";
import { Icon } from "../../../primitives";
import { useLabels } from "../../../labels";
import { ownerLabels } from "../../../labels/ownerLabels";
import { Button } from "../../../primitives/Button";
import { DeleteContactDialog } from "../DeleteContactDialog";
import { Stack } from "../../../internal/Stack";
import { useContactList } from "./ContactList.context";
import { FieldLabel } from "./ContactList.styles";

/** A UTC day (`YYYY-MM-DD`) and, optionally, one hour of it (0 to 23). */
export interface ContactListPeriod {
  day: string;
  hour?: number;
}

export interface ContactListDeleteReceivedProps {
  /** Called with a UTC day (and hour) once the owner has confirmed deleting everything received then. */
  onDelete: (period: ContactListPeriod) => void;
  /**
   * True while the deletion runs: the button is disabled meanwhile.
   * @defaultValue false
   */
  deleting?: boolean;
}

/**
 * A UTC day and hour picker that deletes everything received then, after one confirmation;
 * focus goes to the inbox's heading after the deletion.
 */
export function ContactListDeleteReceived({ onDelete, deleting = false }: ContactListDeleteReceivedProps) {
  const { headingRef } = useContactList("DeleteReceived");
  const labels = useLabels("contactList", ownerLabels.contactList);
  const deleteLabels = useLabels("deleteDialog", ownerLabels.deleteDialog);
  const [period, setPeriod] = useState<{ day: string; hour: string }>({ day: "", hour: "" });
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const confirmedRef = useRef(false);
  return (
    <>
      <Stack
        as="form"
        align="end"
        gap={3}
        onSubmit={(event) => {
          event.preventDefault();
          if (!period.day) return;
          confirmedRef.current = false;
          setOpen(true);
        }}
      >
        <FieldLabel>
          {labels.receivedDay}
          <input
            type="date"
            required
            value={period.day}
            onChange={(event) => setPeriod({ ...period, day: event.currentTarget.value })}
          />
        </FieldLabel>
        <FieldLabel>
          {labels.receivedHour}
          <select
            value={period.hour}
            onChange={(event) => setPeriod({ ...period, hour: event.currentTarget.value })}
          >
            <option value="">{labels.wholeDay}</option>
            {Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, "0")).map((hour) => (
              <option key={hour} value={hour}>
                {labels.hourOption(hour)}
              </option>
            ))}
          </select>
        </FieldLabel>
        <Button ref={buttonRef} type="submit" variant="danger" size="sm" disabled={deleting}>
          <Icon name="trash" size={18} />
          {deleting ? labels.deleting : labels.deleteReceived}
        </Button>
      </Stack>
      <DeleteContactDialog
        open={open}
        period={deleteLabels.period(period.day, period.hour || undefined)}
        onOpenChange={setOpen}
        onConfirm={() => {
          confirmedRef.current = true;
          onDelete(period.hour ? { day: period.day, hour: Number(period.hour) } : { day: period.day });
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!confirmedRef.current && buttonRef.current) buttonRef.current.focus();
          else headingRef.current?.focus();
        }}
      />
    </>
  );
}
