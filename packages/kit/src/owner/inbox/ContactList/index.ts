export { ContactList } from "./ContactList";
export type { ContactListProps } from "./ContactList";
export type { ContactListBulkDeleteProps } from "./ContactList.BulkDelete";
export type { ContactListDeleteReceivedProps, ContactListPeriod } from "./ContactList.DeleteReceived";
export type { ContactListHeldProps } from "./ContactList.Held";
export type { ContactListItemProps, ContactListItemsProps } from "./ContactList.Item";
export type { ContactListPagerProps } from "./ContactList.Pager";
export type { ContactListExportProps, ContactListToolbarProps } from "./ContactList.Toolbar";
