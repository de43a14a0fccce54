export { AdminLogin } from "./AdminLogin";
export type { AdminLoginProps } from "./AdminLogin";
export { ContactList } from "./ContactList";
export type { ContactListHeld, ContactListPaging, ContactListPeriod, ContactListProps } from "./ContactList";
export { DeleteContactDialog } from "./DeleteContactDialog";
export type { DeleteContactDialogProps } from "./DeleteContactDialog";
