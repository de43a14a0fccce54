export { ContactList } from "./ContactList";
export type { ContactListPaging, ContactListProps } from "./ContactList";
