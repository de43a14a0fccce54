import type { ContactSubmission } from "@pmfolio/core";
import { forwardRef, useCallback, useId, useRef, useState, type HTMLAttributes, type ReactNode } from "react";
import { Icon } from "../../../primitives";
import { countInWords, useLabels, useLocale } from "../../../labels";
import { ownerLabels } from "../../../labels/ownerLabels";
import { OwnerPage } from "../../OwnerPage";
import { Button } from "../../../primitives/Button";
import { DeleteContactDialog } from "../DeleteContactDialog";
import { ContactListContext, type ContactListContextValue } from "./ContactList.context";
import { ContactListBulkDelete } from "./ContactList.BulkDelete";
import { ContactListDeleteReceived } from "./ContactList.DeleteReceived";
import { ContactListHeld } from "./ContactList.Held";
import { ContactListItem, ContactListItems } from "./ContactList.Item";
import { ContactListPager } from "./ContactList.Pager";
import { ContactListExport, ContactListToolbar } from "./ContactList.Toolbar";
import { Counts, ErrorActions, Problem, Status, UnreadCount } from "./ContactList.styles";

export interface ContactListProps extends Omit<HTMLAttributes<HTMLElement>, "onError"> {
  /**
   * The submissions of the shown page, newest first; `ContactList.Items` shows them.
   * @defaultValue []
   */
  contacts?: readonly ContactSubmission[];
  /**
   * Every stored submission, on every page.
   * @defaultValue the number of `contacts`
   */
  total?: number;
  /** How many submissions are unread, on every page; shown beside the total when given. */
  unread?: number;
  /**
   * True while the submissions are fetched: shows 'Loading contacts...' in place of the parts.
   * @defaultValue false
   */
  loading?: boolean;
  /** An error that replaces the parts, e.g. 'Failed to fetch contacts' or 'Error deleting contact'. */
  error?: string | null;
  /** Called by a 'Back to the list' button shown with `error`; without it there is no such button. */
  onBack?: () => void;
  /** A problem shown above the parts, which stay, e.g. 'Failed to delete contact'. */
  notice?: string | null;
  /** Ends the admin session; shows a 'Log out' button when given. */
  onLogout?: () => void;
  /** Ends every admin session on every device; shows a 'Log out everywhere' button when given. */
  onLogoutEverywhere?: () => void;
  /**
   * The IANA time zone dates are shown in.
   * @defaultValue the viewer's time zone
   */
  timeZone?: string;
  /**
   * The inbox's parts, in the order shown: `ContactList.Toolbar` (with `ContactList.BulkDelete` and
   * `ContactList.Export`), `ContactList.Items` of `ContactList.Item`, `ContactList.DeleteReceived`,
   * `ContactList.Pager` and `ContactList.Held`.
   */
  children?: ReactNode;
}

/** The submission awaiting the owner's confirmation, and what deleting it means. */
interface PendingDelete {
  contact: ContactSubmission;
  confirm: (id: string) => void;
}

/**
 * The owner's inbox: the frame (heading, counts, session buttons), its loading and error states,
 * and the one confirmation before a message is deleted. What it shows is composed of its parts:
 * contact form submissions as cards (sender, date and time, email and phone links, the message as
 * plain text), each deletable after a confirmation, with read state, a mark for messages the owner
 * was never notified of, selection for one confirmed bulk delete, a pager, a CSV export link and
 * the held list. It shows data and reports intent; the host fetches and deletes. Whatever a sender
 * typed is inert text, isolated from the page's own text direction, and wraps at any width; links
 * are only ever `mailto:` and `tel:` URLs of what they show.
 */
const ContactListRoot = forwardRef<HTMLElement, ContactListProps>(function ContactList(
  {
    contacts = [],
    total,
    unread,
    loading = false,
    error,
    onBack,
    notice,
    onLogout,
    onLogoutEverywhere,
    timeZone,
    children,
    ...rest
  },
  ref,
) {
  const id = useId();
  const labels = useLabels("contactList", ownerLabels.contactList);
  const locale = useLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const confirmedRef = useRef(false);
  const pagedRef = useRef(false);
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const [selection, setSelection] = useState<ReadonlySet<string>>(() => new Set());

  const state = loading ? "loading" : error ? "error" : contacts.length === 0 ? "empty" : "ready";
  const count = total ?? contacts.length;
  // Stable, so the pager's effect runs as pages change, not on every render.
  const startPaging = useCallback(() => {
    pagedRef.current = true;
    setSelection(new Set());
  }, []);
  const settlePaging = useCallback(() => {
    if (!pagedRef.current) return;
    pagedRef.current = false;
    headingRef.current?.focus();
  }, []);
  const context: ContactListContextValue = {
    contacts,
    count,
    state,
    id,
    timeZone,
    headingRef,
    selection,
    setSelection,
    startPaging,
    settlePaging,
    askDelete: (contact, opener, confirm) => {
      openerRef.current = opener;
      confirmedRef.current = false;
      setPending({ contact, confirm });
    },
  };

  return (
    <ContactListContext.Provider value={context}>
      <OwnerPage
        ref={ref}
        heading={labels.heading}
        headingRef={headingRef}
        subtitle={
          state === "ready" || state === "empty" ? (
            <Counts>
              <span>{countInWords(labels.totalSubmissions, count, locale)}</span>
              {unread !== undefined ? (
                <UnreadCount>{countInWords(labels.unread, unread, locale)}</UnreadCount>
              ) : null}
            </Counts>
          ) : null
        }
        announceSubtitle
        onLogout={onLogout}
        onLogoutEverywhere={onLogoutEverywhere}
        aria-busy={loading || undefined}
        data-state={state}
        {...rest}
      >
        {state === "loading" ? (
          <Status role="status">{labels.loading}</Status>
        ) : state === "error" ? (
          <>
            <Problem role="alert">{error}</Problem>
            {onBack ? (
              <ErrorActions>
                <Button
                  variant="secondary"
                  onClick={() => {
                    headingRef.current?.focus();
                    onBack();
                  }}
                >
                  <Icon name="arrow-left" size={18} />
                  {labels.backToList}
                </Button>
              </ErrorActions>
            ) : null}
          </>
        ) : (
          <>
            {notice ? <Problem role="alert">{notice}</Problem> : null}
            {children}
          </>
        )}

        <DeleteContactDialog
          open={pending !== null}
          senderName={pending?.contact.name}
          onOpenChange={(open) => {
            if (!open) setPending(null);
          }}
          onConfirm={() => {
            if (!pending) return;
            confirmedRef.current = true;
            pending.confirm(pending.contact.id);
          }}
          onCloseAutoFocus={(event) => {
            // Cancel returns to the button that opened the dialog. A confirmed deletion
            // removes that button, so focus goes to the list's heading instead.
            event.preventDefault();
            const opener = openerRef.current;
            if (!confirmedRef.current && opener?.isConnected && !opener.disabled) opener.focus();
            else headingRef.current?.focus();
          }}
        />
      </OwnerPage>
    </ContactListContext.Provider>
  );
});

/**
 * The owner's inbox and its parts (Primer's and Radix's compound components): the host composes
 * what the page offers, and each part reads the inbox's state from the `ContactList` around it.
 */
export const ContactList = Object.assign(ContactListRoot, {
  Toolbar: ContactListToolbar,
  BulkDelete: ContactListBulkDelete,
  Export: ContactListExport,
  Items: ContactListItems,
  Item: ContactListItem,
  DeleteReceived: ContactListDeleteReceived,
  Pager: ContactListPager,
  Held: ContactListHeld,
});
