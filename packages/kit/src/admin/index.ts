export { AdminLogin } from "./AdminLogin";
export type { AdminLoginProps } from "./AdminLogin";
export { ContactList } from "./ContactList";
export type { ContactListPaging, ContactListProps } from "./ContactList";
export { DeleteContactDialog, DELETE_CONTACT_QUESTION, deleteSelectedQuestion } from "./DeleteContactDialog";
export type { DeleteContactDialogProps } from "./DeleteContactDialog";
