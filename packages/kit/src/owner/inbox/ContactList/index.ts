export { ContactList } from "./ContactList";
export type { ContactListPaging, ContactListProps } from "./ContactList";
export type { ContactListPeriod } from "./ContactList.DeleteReceived";
export type { ContactListHeld } from "./ContactList.Held";
