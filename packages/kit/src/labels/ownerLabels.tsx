import type { Labels } from "./labels";

/**
 * The English labels of the owner's pages: apart from the public pages' labels, so they
 * load with the owner's code and never with a visitor's page.
 */
export const ownerLabels: Pick<Labels, "owner" | "adminLogin" | "contactList" | "deleteDialog"> = {
  owner: {
    logOut: "Log out",
    logOutEverywhere: "Log out everywhere",
    exportCsv: "Export CSV",
  },
  adminLogin: {
    title: "Admin Access Required",
    password: "Password",
    passwordPlaceholder: "Enter admin password",
    logIn: "Login",
    authenticating: "Authenticating...",
  },
  contactList: {
    heading: "Contact Form Submissions",
    // The plain number, without grouping ("3000 total submissions").
    totalSubmissions: (n) => `${n} total ${n === 1 ? "submission" : "submissions"}`,
    unread: (_n, formatted) => `${formatted} unread`,
    loading: "Loading contacts...",
    backToList: "Back to the list",
    selectAll: "Select all on this page",
    deleteSelected: (n) => `Delete selected (${n})`,
    deleting: "Deleting...",
    empty: "No contact submissions yet.",
    select: (senderName) => `Select submission from ${senderName}`,
    unreadBadge: "Unread",
    notificationFailed: "Notification failed",
    notificationFailedNote:
      "You were not notified of this message: every attempt to send the notification failed.",
    markAsRead: "Mark as read",
    markAsUnread: "Mark as unread",
    markAsReadFrom: (senderName) => `Mark as read: submission from ${senderName}`,
    markAsUnreadFrom: (senderName) => `Mark as unread: submission from ${senderName}`,
    delete: "Delete",
    deleteFrom: (senderName) => `Delete submission from ${senderName}`,
    deletingFrom: (senderName) => `Deleting... submission from ${senderName}`,
    pages: "Pages of submissions",
    newer: "Newer submissions",
    older: "Older submissions",
    pageStatus: ({ first, last, total }) => `Showing ${first}–${last} of ${total}`,
    heldToggle: (_n, formatted) => `Held messages (${formatted})`,
    heldNote:
      "Messages past the daily limit, or whose hidden field was filled (a bot, or a browser's autofill). You were not notified of them. They are deleted after 30 days.",
    heldLoading: "Loading held messages...",
    heldEmpty: "No held messages.",
    heldDailyLimit: "Held: past the daily limit",
    heldHoneypot: "Held: hidden field filled",
    moveToInbox: "Move to inbox",
    moveToInboxFrom: (senderName) => `Move to inbox: submission from ${senderName}`,
    olderHeld: "Older held messages",
    deleteReceived: "Delete everything received...",
    receivedDay: "Day (UTC)",
    receivedHour: "Hour (UTC)",
    wholeDay: "The whole day",
    hourOption: (hour) => `${hour}:00–${hour}:59`,
    sentIn: (language) => `Sent in ${language}`,
    cameWith: (company) => `With the application to ${company}`,
  },
  deleteDialog: {
    question: "Are you sure you want to delete this contact submission?",
    selectedQuestion: (n) => `Delete ${n} selected ${n === 1 ? "submission" : "submissions"}?`,
    cancel: "Cancel",
    confirm: "Delete",
    message: "The message will be deleted permanently.",
    messageFrom: (sender) => <>The message from {sender} will be deleted permanently.</>,
    selectedMessages: (n) => `${n === 1 ? "The message" : `All ${n} messages`} will be deleted permanently.`,
    periodQuestion: (period) => `Delete everything received on ${period}?`,
    periodMessage:
      "Every message received then, up to now, will be deleted permanently. Messages that arrive later are kept.",
    period: (day, hour) => (hour === undefined ? `${day} (UTC)` : `${day}, ${hour}:00–${hour}:59 (UTC)`),
  },
};
