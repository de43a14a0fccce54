import { useRef, useState } from "react";
import { Icon } from "../../../primitives";
import { countInWords, useLabels, useLocale } from "../../../labels";
import { ownerLabels } from "../../../labels/ownerLabels";
import { DeleteContactDialog } from "../DeleteContactDialog";
import { selectedIds, useContactList } from "./ContactList.context";
import { BulkDelete, CheckLabel, Checkbox, ToolbarGroup } from "./ContactList.styles";

export interface ContactListBulkDeleteProps {
  /**
   * Called with the ids of the selected submissions once the owner has confirmed their deletion.
   * The cards get their checkboxes from `ContactList.Item`'s `selectable`.
   */
  onDelete: (ids: string[]) => void;
  /**
   * True while selected submissions are being deleted: the button is disabled meanwhile.
   * @defaultValue false
   */
  deleting?: boolean;
}

/** "Select all on this page" and "Delete selected (2)", deleting after one confirmation. */
export function ContactListBulkDelete({ onDelete, deleting = false }: ContactListBulkDeleteProps) {
  const inbox = useContactList("BulkDelete");
  const { contacts, setSelection, headingRef } = inbox;
  const labels = useLabels("contactList", ownerLabels.contactList);
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const confirmedRef = useRef(false);
  const selected = selectedIds(inbox);
  const allSelected = contacts.length > 0 && selected.length === contacts.length;
  return (
    <ToolbarGroup>
      <CheckLabel>
        <Checkbox
          checked={allSelected}
          ref={(box) => {
            if (box) box.indeterminate = selected.length > 0 && !allSelected;
          }}
          onChange={(event) =>
            setSelection(new Set(event.currentTarget.checked ? contacts.map((contact) => contact.id) : []))
          }
        />
        {labels.selectAll}
      </CheckLabel>
      <BulkDelete
        ref={buttonRef}
        variant="danger"
        size="sm"
        disabled={selected.length === 0 || deleting}
        onClick={() => {
          confirmedRef.current = false;
          setOpen(true);
        }}
      >
        <Icon name="trash" size={18} />
        {deleting ? labels.deleting : countInWords(labels.deleteSelected, selected.length, locale)}
      </BulkDelete>
      <DeleteContactDialog
        open={open}
        count={selected.length}
        onOpenChange={setOpen}
        onConfirm={() => {
          confirmedRef.current = true;
          onDelete(selected);
          setSelection(new Set());
        }}
        onCloseAutoFocus={(event) => {
          // Cancel returns to the bulk button; after a deletion it is disabled (nothing selected).
          event.preventDefault();
          if (!confirmedRef.current && buttonRef.current && !buttonRef.current.disabled)
            buttonRef.current.focus();
          else headingRef.current?.focus();
        }}
      />
    </ToolbarGroup>
  );
}
