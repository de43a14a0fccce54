import { Children, type ReactNode } from "react";
import { OwnerExportLink } from "../../OwnerPage";
import { useContactList } from "./ContactList.context";
import { Toolbar } from "./ContactList.styles";

export interface ContactListToolbarProps {
  /** What acts on the whole page of submissions: `ContactList.BulkDelete`, `ContactList.Export`. */
  children?: ReactNode;
}

/** The row above the list; shown only while there is a list, and something to act on it with. */
export function ContactListToolbar({ children }: ContactListToolbarProps) {
  const { state } = useContactList("Toolbar");
  return state === "ready" && Children.toArray(children).length > 0 ? <Toolbar>{children}</Toolbar> : null;
}

export interface ContactListExportProps {
  /** Where the CSV export of every submission downloads from. */
  href: string;
}

/** 'Export CSV': a plain download link, which works before any script runs. */
export function ContactListExport({ href }: ContactListExportProps) {
  return <OwnerExportLink href={href} />;
}
