export { ContactList } from "./ContactList";
export type { ContactListProps } from "./ContactList";
