export { DeleteContactDialog, DELETE_CONTACT_QUESTION } from "./DeleteContactDialog";
export type { DeleteContactDialogProps } from "./DeleteContactDialog";
