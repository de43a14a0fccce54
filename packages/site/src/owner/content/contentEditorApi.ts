/**
 * The editor's calls, made through the one API client, and what a failure means in the owner
 * pages' words (`failureText`).
 */
import type { ContentEditorApi } from "@pmfolio/kit/owner";
import { isApiError } from "../../api/client";
import {
  fetchContentHistory,
  fetchContentMedia,
  fetchContentVersion,
  publishContent,
  uploadContentImage,
} from "../../api/content";
import { failureText } from "../failureText";

export const contentEditorApi: ContentEditorApi = {
  fetchHistory: fetchContentHistory,
  fetchMedia: fetchContentMedia,
  fetchVersion: fetchContentVersion,
  publish: publishContent,
  uploadImage: uploadContentImage,
  failure: (error, action) => ({
    kind: isApiError(error, 409) ? "conflict" : isApiError(error, 401) ? "signedOut" : "failed",
    text: failureText(error, action),
  }),
};
