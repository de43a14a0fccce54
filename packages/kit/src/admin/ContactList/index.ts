export { ContactList } from "./ContactList";
export type { ContactListHeld, ContactListPaging, ContactListPeriod, ContactListProps } from "./ContactList";
