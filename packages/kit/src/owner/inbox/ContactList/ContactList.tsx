import type { ContactSubmission } from "@pmfolio/core";
import { forwardRef, useEffect, useId, useRef, useState, type HTMLAttributes } from "react";
import { Icon } from "../../../primitives";
import { countInWords, useLabels, useLocale } from "../../../labels";
import { ownerLabels } from "../../../labels/ownerLabels";
import { OwnerExportLink, OwnerPage } from "../../OwnerPage";
import { Button } from "../../../primitives/Button";
import { DeleteContactDialog } from "../DeleteContactDialog";
import { DeleteReceivedForm, type ContactListPeriod } from "./ContactList.DeleteReceived";
import { HeldList, type ContactListHeld } from "./ContactList.Held";
import { InboxCard } from "./ContactList.Item";
import { InboxPager } from "./ContactList.Pager";
import {
  BulkDelete,
  CheckLabel,
  Checkbox,
  Counts,
  ErrorActions,
  List,
  Problem,
  Status,
  Toolbar,
  ToolbarGroup,
  UnreadCount,
} from "./ContactList.styles";

/** Where the shown page sits in the inbox, and how to reach its neighbours. */
export interface ContactListPaging {
  /** How many newer submissions come before the first one shown (0 on the newest page). */
  start: number;
  /** Shows the newer page; absent on the newest page. */
  onNewer?: () => void;
  /** Shows the older page; absent on the last page. */
  onOlder?: () => void;
}

export interface ContactListProps extends Omit<HTMLAttributes<HTMLElement>, "onError"> {
  /**
   * The submissions of the shown page, newest first.
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
  /** Paging over an inbox larger than one page: shows the pager and "Showing 51–100 of 3,000". */
  paging?: ContactListPaging;
  /**
   * True while the submissions are fetched: shows 'Loading contacts...'.
   * @defaultValue false
   */
  loading?: boolean;
  /** An error that replaces the list, e.g. 'Failed to fetch contacts' or 'Error deleting contact'. */
  error?: string | null;
  /** Called by a 'Back to the list' button shown with `error`; without it there is no such button. */
  onBack?: () => void;
  /** A problem shown above the list, which stays, e.g. 'Failed to delete contact'. */
  notice?: string | null;
  /** Called with a submission's id once the owner has confirmed its deletion. */
  onDelete: (id: string) => void;
  /**
   * Called with a UTC day (and hour) once the owner has confirmed deleting everything
   * received then; shows a day and hour picker with a delete button when given.
   */
  onDeleteReceived?: (period: ContactListPeriod) => void;
  /**
   * True while a deletion by day or hour runs: its button is disabled meanwhile.
   * @defaultValue false
   */
  deletingReceived?: boolean;
  /** The held list, shown collapsed under the inbox with its count when given. */
  held?: ContactListHeld;
  /** The id of a submission being deleted: its delete button is disabled meanwhile. */
  deletingId?: string | null;
  /**
   * Called with the ids of the selected submissions once the owner has confirmed their
   * deletion. When given, each card gets a checkbox, with "Select all on this page".
   */
  onDeleteMany?: (ids: string[]) => void;
  /**
   * True while selected submissions are being deleted: the bulk delete is disabled meanwhile.
   * @defaultValue false
   */
  deletingMany?: boolean;
  /** Called to mark a submission read (true) or unread (false); shows a toggle on each card when given. */
  onToggleRead?: (id: string, read: boolean) => void;
  /** The id of a submission whose read state is being saved: its toggle is disabled meanwhile. */
  updatingReadId?: string | null;
  /** Where the CSV export of every submission downloads from; shows an 'Export CSV' link when given. */
  exportHref?: string;
  /** Ends the admin session; shows a 'Log out' button when given. */
  onLogout?: () => void;
  /** Ends every admin session on every device; shows a 'Log out everywhere' button when given. */
  onLogoutEverywhere?: () => void;
  /**
   * The IANA time zone dates are shown in.
   * @defaultValue the viewer's time zone
   */
  timeZone?: string;
}

/**
 * The owner's inbox: contact form submissions as cards (sender, date and time, email
 * and phone links, the message as plain text), each deletable after a confirmation,
 * with read state, a mark for messages the owner was never notified of, selection for
 * one confirmed bulk delete, a pager and a CSV export link. It shows data and reports
 * intent; the host fetches and deletes. Whatever a sender typed is inert text, isolated
 * from the page's own text direction, and wraps at any width; links are only ever
 * `mailto:` and `tel:` URLs of what they show.
 */
export const ContactList = forwardRef<HTMLElement, ContactListProps>(function ContactList(
  {
    contacts = [],
    total,
    unread,
    paging,
    loading = false,
    error,
    onBack,
    notice,
    onDelete,
    onDeleteReceived,
    deletingReceived = false,
    held,
    deletingId,
    onDeleteMany,
    deletingMany = false,
    onToggleRead,
    updatingReadId,
    exportHref,
    onLogout,
    onLogoutEverywhere,
    timeZone,
    ...rest
  },
  ref,
) {
  const id = useId();
  const labels = useLabels("contactList", ownerLabels.contactList);
  const locale = useLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const bulkRef = useRef<HTMLButtonElement>(null);
  const confirmedRef = useRef(false);
  const pagedRef = useRef(false);
  const [pending, setPending] = useState<ContactSubmission | null>(null);
  /** Whether the submission pending deletion is a held one. */
  const [pendingHeld, setPendingHeld] = useState(false);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [selection, setSelection] = useState<ReadonlySet<string>>(() => new Set());

  const state = loading ? "loading" : error ? "error" : contacts.length === 0 ? "empty" : "ready";
  const count = total ?? contacts.length;
  // Only what is on the shown page counts as selected: a page change or a deletion drops the rest.
  const selected = contacts.filter((contact) => selection.has(contact.id)).map((contact) => contact.id);
  const allSelected = contacts.length > 0 && selected.length === contacts.length;

  // After paging, the new page is announced and focus starts again at the top of the list.
  useEffect(() => {
    if (!pagedRef.current || state === "loading") return;
    pagedRef.current = false;
    headingRef.current?.focus();
  }, [paging?.start, state]);

  const page = (go: (() => void) | undefined) =>
    go
      ? () => {
          pagedRef.current = true;
          setSelection(new Set());
          go();
        }
      : undefined;

  const askDelete = (contact: ContactSubmission, opener: HTMLButtonElement, isHeld: boolean) => {
    openerRef.current = opener;
    confirmedRef.current = false;
    setPendingHeld(isHeld);
    setPending(contact);
  };

  const toggle = (contactId: string, on: boolean) =>
    setSelection((current) => {
      const next = new Set(current);
      if (on) next.add(contactId);
      else next.delete(contactId);
      return next;
    });

  return (
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
          {state === "ready" && (onDeleteMany || exportHref) ? (
            <Toolbar>
              {onDeleteMany ? (
                <ToolbarGroup>
                  <CheckLabel>
                    <Checkbox
                      checked={allSelected}
                      ref={(box) => {
                        if (box) box.indeterminate = selected.length > 0 && !allSelected;
                      }}
                      onChange={(event) =>
                        setSelection(
                          new Set(event.currentTarget.checked ? contacts.map((contact) => contact.id) : []),
                        )
                      }
                    />
                    {labels.selectAll}
                  </CheckLabel>
                  <BulkDelete
                    ref={bulkRef}
                    variant="danger"
                    size="sm"
                    disabled={selected.length === 0 || deletingMany}
                    onClick={() => {
                      confirmedRef.current = false;
                      setBulkOpen(true);
                    }}
                  >
                    <Icon name="trash" size={18} />
                    {deletingMany
                      ? labels.deleting
                      : countInWords(labels.deleteSelected, selected.length, locale)}
                  </BulkDelete>
                </ToolbarGroup>
              ) : null}
              {exportHref ? <OwnerExportLink href={exportHref} /> : null}
            </Toolbar>
          ) : null}
          {state === "empty" ? (
            <Status>{labels.empty}</Status>
          ) : (
            <List>
              {contacts.map((contact) => (
                <li key={contact.id}>
                  <InboxCard
                    contact={contact}
                    senderId={`${id}-${contact.id}`}
                    timeZone={timeZone}
                    selected={onDeleteMany ? selection.has(contact.id) : undefined}
                    onSelect={(on) => toggle(contact.id, on)}
                    onToggleRead={onToggleRead}
                    updatingRead={updatingReadId === contact.id}
                    deleting={deletingId === contact.id}
                    onAskDelete={(opener) => askDelete(contact, opener, false)}
                  />
                </li>
              ))}
            </List>
          )}
          {onDeleteReceived ? (
            <DeleteReceivedForm
              onDeleteReceived={onDeleteReceived}
              deleting={deletingReceived}
              onDeleted={() => headingRef.current?.focus()}
            />
          ) : null}
          {paging && state === "ready" ? (
            <InboxPager
              start={paging.start}
              shown={contacts.length}
              total={count}
              onNewer={page(paging.onNewer)}
              onOlder={page(paging.onOlder)}
            />
          ) : null}
        </>
      )}

      {held && state !== "loading" && state !== "error" ? (
        <HeldList
          held={held}
          id={id}
          timeZone={timeZone}
          onAskDelete={(contact, opener) => askDelete(contact, opener, true)}
        />
      ) : null}

      <DeleteContactDialog
        open={pending !== null}
        senderName={pending?.name}
        onOpenChange={(open) => {
          if (!open) {
            setPending(null);
            setPendingHeld(false);
          }
        }}
        onConfirm={() => {
          if (!pending) return;
          confirmedRef.current = true;
          if (pendingHeld) held?.onDelete(pending.id);
          else onDelete(pending.id);
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
      {onDeleteMany ? (
        <DeleteContactDialog
          open={bulkOpen}
          count={selected.length}
          onOpenChange={setBulkOpen}
          onConfirm={() => {
            confirmedRef.current = true;
            onDeleteMany(selected);
            setSelection(new Set());
          }}
          onCloseAutoFocus={(event) => {
            // Cancel returns to the bulk button; after a deletion it is disabled (nothing selected).
            event.preventDefault();
            if (!confirmedRef.current && bulkRef.current && !bulkRef.current.disabled)
              bulkRef.current.focus();
            else headingRef.current?.focus();
          }}
        />
      ) : null}
    </OwnerPage>
  );
});
