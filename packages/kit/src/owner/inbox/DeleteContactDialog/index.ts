export { DeleteContactDialog } from "./DeleteContactDialog";
export type { DeleteContactDialogProps } from "./DeleteContactDialog";
