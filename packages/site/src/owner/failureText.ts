/**
 * The words the owner pages show for a failed call. The transport (packages/site/src/api/) reports
 * what happened, as an `ApiError` with a status or none; each page names what it was doing,
 * and this picks the sentence, in the owner's language (the kit's owner labels, `ownerApp`).
 */
import type { OwnerLabels } from "@pmfolio/kit";
import { ApiError } from "../api/client";
import { ownerLabels } from "./ownerLabels";

// The sentences, in the owner's language: the owner labels' own group (`ownerApp`).
const words = ownerLabels.ownerApp;

/** What an owner page was doing when a call failed. */
export type OwnerAction = keyof OwnerLabels["ownerApp"]["failed"];

/** The actions whose call, when it never reached the server, says so in words of its own. */
type UnreachableAction = keyof OwnerLabels["ownerApp"]["unreachable"];

const hasOwnWordsWhenUnreachable = (action: OwnerAction): action is UnreachableAction =>
  Object.hasOwn(words.unreachable, action);

/** What the owner sees when a call made for `action` fails with `error`. */
export function failureText(error: unknown, action: OwnerAction): string {
  if (!(error instanceof ApiError)) {
    return error instanceof Error && error.message ? error.message : words.unknownError;
  }
  if (error.status === undefined)
    return hasOwnWordsWhenUnreachable(action) ? words.unreachable[action] : words.connectionError;
  // Every owner call answers 401 once the session is missing or over.
  if (error.status === 401) return words.invalidPassword;
  if (action === "logIn" && error.status === 429) return words.tooManyAttempts;
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
  return words.failed[action];
}
