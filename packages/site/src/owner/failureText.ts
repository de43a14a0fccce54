/**
 * The words the owner pages show for a failed call. The transport (packages/site/src/api/) reports
 * what happened, as an `ApiError` with a status or none; each page names what it was doing,
 * and this picks the sentence.
 */
import { ApiError } from "../api/client";

/** What an owner page was doing when a call failed. */
export type OwnerAction =
  | "session"
  | "logIn"
  | "fetchContacts"
  | "deleteContact"
  | "updateContact"
  | "releaseHeld"
  | "fetchAnalytics"
  | "fetchTimeline"
  | "createApplication"
  | "setApplicationStatus"
  | "saveApplicationLink"
  | "fetchContent"
  | "publishContent"
  | "fetchHistory"
  | "restoreVersion"
  | "fetchMedia"
  | "removeImages"
  | "uploadImage";

/** The server answered, but not OK (and not 401). */
const failed: Record<OwnerAction, string> = {
  session: "Error connecting to server",
  logIn: "Error connecting to server",
  fetchContacts: "Failed to fetch contacts",
  deleteContact: "Failed to delete contact",
  updateContact: "Failed to update contact",
  releaseHeld: "Failed to move the message to the inbox",
  fetchAnalytics: "Failed to fetch analytics",
  fetchTimeline: "Failed to fetch the timeline",
  createApplication: "Failed to create the application",
  setApplicationStatus: "Failed to change the status",
  saveApplicationLink: "Failed to save the link's settings",
  fetchContent: "Failed to load the content",
  publishContent: "The server could not publish the content. Your changes are kept here; try again.",
  fetchHistory: "Failed to load the versions. Close this and open it again to retry.",
  restoreVersion: "The server could not restore this version. Nothing was changed; try again.",
  fetchMedia: "Failed to load the images. Reload the page to retry.",
  removeImages: "The server could not delete the images. Nothing was deleted; try again.",
  uploadImage: "The server could not store the image. Try again.",
};

/** The server could not be reached: a delete says so in its own words. */
const unreachable: Partial<Record<OwnerAction, string>> = {
  deleteContact: "Error deleting contact",
  publishContent:
    "The server could not be reached, so nothing was published. Your changes are kept here; try again.",
  uploadImage: "The server could not be reached, so the image was not uploaded. Try again.",
  restoreVersion: "The server could not be reached, so nothing was restored. Try again.",
  removeImages: "The server could not be reached, so nothing was deleted. Try again.",
};

/** What the owner sees when a call made for `action` fails with `error`. */
export function failureText(error: unknown, action: OwnerAction): string {
  if (!(error instanceof ApiError)) {
    return error instanceof Error && error.message ? error.message : "Unknown error";
  }
  if (error.status === undefined) return unreachable[action] ?? "Error connecting to server";
  // Every owner call answers 401 once the session is missing or over.
  if (error.status === 401) return "Invalid password";
  if (action === "logIn" && error.status === 429) return "Too many failed attempts. Try again later.";
  // No password configured, or one too short to be safe: the server's sentence says which.
  if (action === "logIn" && error.status === 503 && error.serverError) return error.serverError;
  // A refused new application, status or link says why (a tag already in use, a project the content lacks).
  if (
    (action === "createApplication" ||
      action === "setApplicationStatus" ||
      action === "saveApplicationLink") &&
    error.status < 500 &&
    error.serverError
  )
    return error.serverError;
  // A refused publish, history, restore, image list or deletion says why in the server's words (a refused token, the Git
  // host's rate limit).
  if (
    (action === "publishContent" ||
      action === "fetchHistory" ||
      action === "restoreVersion" ||
      action === "fetchMedia" ||
      action === "removeImages") &&
    error.serverError
  )
    return error.serverError;
  // A refused image says why (too large, not JPEG, PNG, WebP or AVIF).
  if (action === "uploadImage" && error.serverError) return error.serverError;
  return failed[action];
}
