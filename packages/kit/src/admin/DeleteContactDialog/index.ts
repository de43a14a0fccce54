export { DeleteContactDialog, DELETE_CONTACT_QUESTION, deleteSelectedQuestion } from "./DeleteContactDialog";
export type { DeleteContactDialogProps } from "./DeleteContactDialog";
