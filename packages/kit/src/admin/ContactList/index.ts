export { ContactList } from "./ContactList";
export type { ContactListPaging, ContactListProps } from "./ContactList";
export type { ContactListPeriod } from "./DeleteReceivedForm";
export type { ContactListHeld } from "./HeldList";
