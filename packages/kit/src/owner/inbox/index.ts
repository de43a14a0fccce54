export { ContactList } from "./ContactList";
export type { ContactListHeld, ContactListPaging, ContactListPeriod, ContactListProps } from "./ContactList";
export { DeleteContactDialog } from "./DeleteContactDialog";
export type { DeleteContactDialogProps } from "./DeleteContactDialog";
