import { isEmailAddress, type ContactSubmission } from "@pmfolio/core";
import { forwardRef, useEffect, useId, useRef, useState, type HTMLAttributes } from "react";
import { Icon } from "../../icons";
import { countInWords, formatCount, useLabels, useLocale } from "../../labels";
import { ownerLabels } from "../../labels/ownerLabels";
import { OwnerExportLink, OwnerPage } from "../../layout/OwnerPage";
import { Button } from "../../primitives/Button";
import { DeleteContactDialog } from "../DeleteContactDialog";
import {
  Badge,
  BadgeNote,
  Badges,
  Card,
  CardActions,
  CardHeader,
  ChannelText,
  Channels,
  CheckLabel,
  Checkbox,
  Counts,
  ErrorActions,
  FieldLabel,
  HeldSection,
  PeriodForm,
  List,
  Message,
  Mirrored,
  PageStatus,
  Pager,
  Problem,
  Received,
  Sender,
  SenderLine,
  Status,
  Toolbar,
  ToolbarGroup,
  UnreadCount,
} from "./ContactList.styles";

/** The held list: messages kept out of the inbox (past the daily limit, or a filled honeypot). */
export interface ContactListHeld {
  /** How many messages are held. */
  total: number;
  /**
   * The held messages shown while the list is open, newest first, each with `heldReason`.
   * @defaultValue []
   */
  contacts?: readonly ContactSubmission[];
  /**
   * Whether the held list is open; it starts collapsed.
   * @defaultValue false
   */
  open?: boolean;
  /** Called when the owner opens or closes the held list (fetch its messages when it opens). */
  onOpenChange: (open: boolean) => void;
  /**
   * True while the held messages are fetched.
   * @defaultValue false
   */
  loading?: boolean;
  /** Called with a held message's id to move it to the inbox. */
  onRelease: (id: string) => void;
  /** Called with a held message's id once the owner has confirmed its deletion. */
  onDelete: (id: string) => void;
  /** The id of a held message being moved or deleted: its buttons are disabled meanwhile. */
  busyId?: string | null;
  /** Shows older held messages; absent when no older ones remain. */
  onOlder?: () => void;
}

/** A UTC day (`YYYY-MM-DD`) and, optionally, one hour of it (0 to 23). */
export interface ContactListPeriod {
  day: string;
  hour?: number;
}

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

/** "November 22, 2026 at 3:04 PM" in en-US: the long date and short time of `locale`. */
function formatReceived(iso: string, locale: string, timeZone: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone }).format(date);
}

/** The characters the contact form accepts in a phone number: digits, spaces and + ( ) -. */
const DIALABLE = /^[\d +()-]+$/;

/**
 * A `tel:` URL (a leading + and the digits), or null when the text is no phone number
 * (other characters, or fewer than 3 digits): a link must not dial something other
 * than what it shows.
 */
function telHref(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  if (!DIALABLE.test(phone) || digits.length < 3) return null;
  return `tel:${phone.trim().startsWith("+") ? "+" : ""}${digits}`;
}

/**
 * A `mailto:` URL, or null when the text is no email address (the server stores only
 * addresses; anything else is shown as text). Characters that would end the address
 * part of the URL are escaped.
 */
function mailtoHref(email: string): string | null {
  if (!isEmailAddress(email)) return null;
  return `mailto:${email.replace(/[?#&%]/g, (c) => encodeURIComponent(c))}`;
}

/**
 * An email address or phone number: a link when `href` is given, plain text otherwise.
 * The sender's text is isolated (`bdi`), so a right-to-left override in it cannot reorder
 * what is around it.
 */
function Channel({ href, icon, text }: { href: string | null; icon: "mail" | "phone"; text: string }) {
  const content = (
    <>
      <Icon name={icon} size={18} />
      <bdi>{text}</bdi>
    </>
  );
  return href ? <a href={href}>{content}</a> : <ChannelText>{content}</ChannelText>;
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
  const deleteLabels = useLabels("deleteDialog", ownerLabels.deleteDialog);
  const locale = useLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const bulkRef = useRef<HTMLButtonElement>(null);
  const confirmedRef = useRef(false);
  const pagedRef = useRef(false);
  const [pending, setPending] = useState<ContactSubmission | null>(null);
  /** Whether the submission pending deletion is a held one. */
  const [pendingHeld, setPendingHeld] = useState(false);
  const [period, setPeriod] = useState<{ day: string; hour: string }>({ day: "", hour: "" });
  const [periodOpen, setPeriodOpen] = useState(false);
  const periodRef = useRef<HTMLButtonElement>(null);
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
                  <Button
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
                  </Button>
                </ToolbarGroup>
              ) : null}
              {exportHref ? <OwnerExportLink href={exportHref} /> : null}
            </Toolbar>
          ) : null}
          {state === "empty" ? (
            <Status>{labels.empty}</Status>
          ) : (
            <List>
              {contacts.map((contact) => {
                const senderId = `${id}-${contact.id}`;
                const noteId = `${senderId}-note`;
                const read = contact.read === true;
                return (
                  <li key={contact.id}>
                    <Card aria-labelledby={senderId} data-read={read}>
                      <CardHeader>
                        <SenderLine>
                          {onDeleteMany ? (
                            <Checkbox
                              aria-label={labels.select(contact.name)}
                              checked={selection.has(contact.id)}
                              onChange={(event) => toggle(contact.id, event.currentTarget.checked)}
                            />
                          ) : null}
                          <div>
                            <Sender id={senderId} dir="auto">
                              {contact.name}
                            </Sender>
                            <Received dateTime={contact.createdAt}>
                              {formatReceived(contact.createdAt, locale, timeZone)}
                            </Received>
                            <Badges>
                              {read ? null : <Badge $tone="primary">{labels.unreadBadge}</Badge>}
                              {contact.notificationFailed ? (
                                <Badge $tone="warning" aria-describedby={noteId}>
                                  {labels.notificationFailed}
                                </Badge>
                              ) : null}
                            </Badges>
                          </div>
                        </SenderLine>
                        <CardActions>
                          {onToggleRead ? (
                            <Button
                              variant="secondary"
                              size="sm"
                              disabled={updatingReadId === contact.id}
                              aria-label={
                                read
                                  ? labels.markAsUnreadFrom(contact.name)
                                  : labels.markAsReadFrom(contact.name)
                              }
                              onClick={() => onToggleRead(contact.id, !read)}
                            >
                              <Icon name={read ? "mail" : "check"} size={18} />
                              {read ? labels.markAsUnread : labels.markAsRead}
                            </Button>
                          ) : null}
                          <Button
                            variant="danger"
                            size="sm"
                            disabled={deletingId === contact.id}
                            aria-label={
                              deletingId === contact.id
                                ? labels.deletingFrom(contact.name)
                                : labels.deleteFrom(contact.name)
                            }
                            onClick={(event) => {
                              openerRef.current = event.currentTarget;
                              confirmedRef.current = false;
                              setPending(contact);
                            }}
                          >
                            <Icon name="trash" size={18} />
                            {deletingId === contact.id ? labels.deleting : labels.delete}
                          </Button>
                        </CardActions>
                      </CardHeader>
                      {contact.notificationFailed ? (
                        <BadgeNote id={noteId}>{labels.notificationFailedNote}</BadgeNote>
                      ) : null}
                      <Channels>
                        <Channel href={mailtoHref(contact.email)} icon="mail" text={contact.email} />
                        {contact.phone ? (
                          <Channel href={telHref(contact.phone)} icon="phone" text={contact.phone} />
                        ) : null}
                      </Channels>
                      <Message dir="auto">{contact.message}</Message>
                    </Card>
                  </li>
                );
              })}
            </List>
          )}
          {onDeleteReceived ? (
            <PeriodForm
              onSubmit={(event) => {
                event.preventDefault();
                if (!period.day) return;
                confirmedRef.current = false;
                setPeriodOpen(true);
              }}
            >
              <FieldLabel>
                {labels.receivedDay}
                <input
                  type="date"
                  required
                  value={period.day}
                  onChange={(event) => setPeriod({ ...period, day: event.currentTarget.value })}
                />
              </FieldLabel>
              <FieldLabel>
                {labels.receivedHour}
                <select
                  value={period.hour}
                  onChange={(event) => setPeriod({ ...period, hour: event.currentTarget.value })}
                >
                  <option value="">{labels.wholeDay}</option>
                  {Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, "0")).map((hour) => (
                    <option key={hour} value={hour}>
                      {labels.hourOption(hour)}
                    </option>
                  ))}
                </select>
              </FieldLabel>
              <Button ref={periodRef} type="submit" variant="danger" size="sm" disabled={deletingReceived}>
                <Icon name="trash" size={18} />
                {deletingReceived ? labels.deleting : labels.deleteReceived}
              </Button>
            </PeriodForm>
          ) : null}
          {paging && state === "ready" ? (
            <Pager aria-label={labels.pages}>
              <Button variant="secondary" size="sm" disabled={!paging.onNewer} onClick={page(paging.onNewer)}>
                <Icon name="arrow-left" size={18} />
                {labels.newer}
              </Button>
              <PageStatus aria-live="polite" aria-atomic="true">
                {labels.pageStatus({
                  first: formatCount(paging.start + 1, locale),
                  last: formatCount(paging.start + contacts.length, locale),
                  total: formatCount(count, locale),
                })}
              </PageStatus>
              <Button variant="secondary" size="sm" disabled={!paging.onOlder} onClick={page(paging.onOlder)}>
                {labels.older}
                <Mirrored>
                  <Icon name="arrow-left" size={18} />
                </Mirrored>
              </Button>
            </Pager>
          ) : null}
        </>
      )}

      {held && state !== "loading" && state !== "error" ? (
        <HeldSection data-state={held.open ? "open" : "closed"}>
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={held.open ?? false}
            aria-controls={`${id}-held`}
            onClick={() => held.onOpenChange(!held.open)}
          >
            {countInWords(labels.heldToggle, held.total, locale)}
          </Button>
          {held.open ? (
            <div id={`${id}-held`}>
              <Status>{labels.heldNote}</Status>
              {held.loading ? (
                <Status role="status">{labels.heldLoading}</Status>
              ) : (held.contacts ?? []).length === 0 ? (
                <Status>{labels.heldEmpty}</Status>
              ) : (
                <List>
                  {(held.contacts ?? []).map((contact) => {
                    const senderId = `${id}-held-${contact.id}`;
                    const busy = held.busyId === contact.id;
                    return (
                      <li key={contact.id}>
                        <Card aria-labelledby={senderId} data-held={contact.heldReason ?? "held"}>
                          <CardHeader>
                            <div>
                              <Sender id={senderId} dir="auto">
                                {contact.name}
                              </Sender>
                              <Received dateTime={contact.createdAt}>
                                {formatReceived(contact.createdAt, locale, timeZone)}
                              </Received>
                              <Badges>
                                <Badge $tone="warning">
                                  {contact.heldReason === "honeypot"
                                    ? labels.heldHoneypot
                                    : labels.heldDailyLimit}
                                </Badge>
                              </Badges>
                            </div>
                            <CardActions>
                              <Button
                                variant="secondary"
                                size="sm"
                                disabled={busy}
                                aria-label={labels.moveToInboxFrom(contact.name)}
                                onClick={() => held.onRelease(contact.id)}
                              >
                                <Icon name="mail" size={18} />
                                {labels.moveToInbox}
                              </Button>
                              <Button
                                variant="danger"
                                size="sm"
                                disabled={busy}
                                aria-label={labels.deleteFrom(contact.name)}
                                onClick={(event) => {
                                  openerRef.current = event.currentTarget;
                                  confirmedRef.current = false;
                                  setPendingHeld(true);
                                  setPending(contact);
                                }}
                              >
                                <Icon name="trash" size={18} />
                                {labels.delete}
                              </Button>
                            </CardActions>
                          </CardHeader>
                          <Channels>
                            <Channel href={mailtoHref(contact.email)} icon="mail" text={contact.email} />
                            {contact.phone ? (
                              <Channel href={telHref(contact.phone)} icon="phone" text={contact.phone} />
                            ) : null}
                          </Channels>
                          <Message dir="auto">{contact.message}</Message>
                        </Card>
                      </li>
                    );
                  })}
                </List>
              )}
              {held.onOlder && !held.loading ? (
                <Button variant="secondary" size="sm" onClick={held.onOlder}>
                  {labels.olderHeld}
                </Button>
              ) : null}
            </div>
          ) : null}
        </HeldSection>
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
      {onDeleteReceived ? (
        <DeleteContactDialog
          open={periodOpen}
          period={deleteLabels.period(period.day, period.hour || undefined)}
          onOpenChange={setPeriodOpen}
          onConfirm={() => {
            confirmedRef.current = true;
            onDeleteReceived(
              period.hour ? { day: period.day, hour: Number(period.hour) } : { day: period.day },
            );
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!confirmedRef.current && periodRef.current) periodRef.current.focus();
            else headingRef.current?.focus();
          }}
        />
      ) : null}
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
