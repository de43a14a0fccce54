/**
 * Contact messages in Netlify Blobs: the owner's inbox and the held list, built so that
 * no request lists a folder whose size a stranger decides, and a page costs a bounded
 * number of storage calls however many messages there are.
 *
 * - ids.ts: the id codec and the key of each message and marker;
 * - save.ts: storing a message exactly once (retry markers);
 * - counts.ts: the count index;
 * - store.ts: the store handle and the codec of a stored submission;
 * - listing.ts: the folder listings (submissions and markers, days, hours, minutes);
 * - read.ts: pages; walk.ts: the export's walk, one message, recent ids (data; handlers
 *   shape answers);
 * - change.ts: read/unread, "notification failed", deletions, moving held messages;
 * - purge.ts: bulk deletions after the answer, and the held list's retention;
 * - held.ts: the site's daily cap, past which messages are held;
 * - notices.ts, notice-text.ts: the owner's notices of a new message and of held ones
 *   (kinds of notify/'s queue).
 * Reads are strongly consistent: the owner sees a message as soon as it is stored and
 * never sees a deleted one come back.
 */
export {
  contactIdOfKey,
  contactIdTime,
  contactKeyOf,
  isContactId,
  newContactId,
  type ContactBox,
} from "./ids";
export type { AfterAnswer } from "./store";
export { saveContact, type SaveOptions, type SavedContact } from "./save";
export { inboxCountOfDay, recountContacts } from "./counts";
export { listContactsPage, type ContactsPage, type ContactsPageRequest } from "./read";
export { allContacts, getContact, recentContactIds } from "./walk";
export {
  deleteContact,
  deleteContacts,
  deleteReceived,
  releaseHeld,
  setContactRead,
  setNotificationFailed,
  type ReceivedPeriod,
} from "./change";
export { HELD_RETENTION_DAYS, runRetention } from "./purge";
export { DEFAULT_CONTACT_DAILY_LIMIT, admitToInbox, contactDailyLimit, sweepAdmissions } from "./held";
export { contactNotices, noticeHeldMessages, notifyOwner, type NotifyOptions } from "./notices";
