import type { ContactSubmission } from "@pmfolio/core";
import { createContext, useContext, type Dispatch, type RefObject, type SetStateAction } from "react";

/** What the inbox shows: its parts follow it (a toolbar and a pager only over a list). */
export type ContactListState = "loading" | "error" | "empty" | "ready";

/** What `ContactList` shares with its parts. */
export interface ContactListContextValue {
  /** The submissions of the shown page, newest first. */
  contacts: readonly ContactSubmission[];
  /** Every stored submission, on every page. */
  count: number;
  state: ContactListState;
  /** The inbox's id, which the ids of its cards and of the held list start with. */
  id: string;
  timeZone: string | undefined;
  /** The list's heading, where focus goes once what had it is gone (a deletion, a new page). */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The ids selected for one bulk delete; only those on the shown page count. */
  selection: ReadonlySet<string>;
  setSelection: Dispatch<SetStateAction<ReadonlySet<string>>>;
  /** Called as the owner pages: drops the selection, and the next page's heading takes focus once shown. */
  startPaging: () => void;
  /** Called once a page is shown: after paging, focus goes to the heading. */
  settlePaging: () => void;
  /**
   * Asks the owner to confirm deleting `contact` (one dialog for the inbox and the held list);
   * `confirm` runs on Delete, and `opener` gets focus back on Cancel.
   */
  askDelete: (contact: ContactSubmission, opener: HTMLButtonElement, confirm: (id: string) => void) => void;
}

export const ContactListContext = createContext<ContactListContextValue | null>(null);

/** The inbox a part sits in; a part outside `ContactList` is a mistake worth a clear error. */
export function useContactList(part: string): ContactListContextValue {
  const context = useContext(ContactListContext);
  if (!context) throw new Error(`ContactList.${part} must be rendered inside ContactList`);
  return context;
}

/** The ids of the shown page's submissions that are selected. */
export function selectedIds({ contacts, selection }: ContactListContextValue): string[] {
  return contacts.filter((contact) => selection.has(contact.id)).map((contact) => contact.id);
}
