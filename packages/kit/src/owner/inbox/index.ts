export { ContactList } from "./ContactList";
export type {
  ContactListBulkDeleteProps,
  ContactListDeleteReceivedProps,
  ContactListExportProps,
  ContactListHeldProps,
  ContactListItemProps,
  ContactListItemsProps,
  ContactListPagerProps,
  ContactListPeriod,
  ContactListProps,
  ContactListToolbarProps,
} from "./ContactList";
export { DeleteContactDialog } from "./DeleteContactDialog";
export type { DeleteContactDialogProps } from "./DeleteContactDialog";
