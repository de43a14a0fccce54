export { AdminLogin } from "./AdminLogin";
export type { AdminLoginProps } from "./AdminLogin";
export { ContactList } from "./ContactList";
export type { ContactListProps } from "./ContactList";
export { DeleteContactDialog, DELETE_CONTACT_QUESTION } from "./DeleteContactDialog";
export type { DeleteContactDialogProps } from "./DeleteContactDialog";
