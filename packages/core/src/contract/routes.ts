/**
 * The API's routes as types: each `"METHOD /path"` (`:id` for a path parameter) with the JSON
 * body it takes and the JSON it answers on success (`undefined`: no JSON either way). The
 * site's one API client (`packages/site/src/api/client.ts`, `apiCall`) sends by these names and the
 * functions answer through them (`packages/netlify/src/http.ts`, `answer`), so the two sides cannot
 * drift apart. Error answers are `ApiErrorBody` everywhere.
 */
import type { ApplicationChange } from "../analytics/applicationPipeline";
import type { ApplicationTimeline, OwnedApplication } from "../analytics/attribution";
import type { AnalyticsSummary } from "../analytics/types";
import type {
  ContentImagePart,
  ContentImageReceived,
  ContentPublish,
  ContentPublished,
  ContentSnapshot,
} from "../content/editing";
import type { ContentHistory, ContentVersionText } from "../content/history";
import type { ContentMedia } from "../content/media";
import type {
  ContactCreated,
  ContactFormValues,
  ContactReadUpdate,
  ContactsBulkDelete,
  ContactsBulkDeleted,
  ContactsDeleteReceived,
  ContactsReceivedDeleted,
  ContactsRelease,
  ContactsReleased,
  ContactSubmission,
  SessionInfo,
} from "../contact/types";

export interface ApiRoutes {
  "POST /api/contact": { body: ContactFormValues; answer: ContactCreated };
  "GET /api/session": { body: undefined; answer: SessionInfo };
  "POST /api/session": { body: { password: string }; answer: SessionInfo };
  "DELETE /api/session": { body: undefined; answer: undefined };
  /** One page, newest first; the paging link and the counts come as headers (`./http`). */
  "GET /api/contacts": { body: undefined; answer: ContactSubmission[] };
  "PATCH /api/contacts/:id": { body: ContactReadUpdate; answer: ContactSubmission };
  "DELETE /api/contacts/:id": { body: undefined; answer: undefined };
  "POST /api/contacts/delete":
    | { body: ContactsBulkDelete; answer: ContactsBulkDeleted }
    | { body: ContactsDeleteReceived; answer: ContactsReceivedDeleted };
  "POST /api/contacts/release": { body: ContactsRelease; answer: ContactsReleased };
  "GET /api/analytics": { body: undefined; answer: AnalyticsSummary };
  "GET /api/analytics/applications": {
    body: undefined;
    answer: ApplicationTimeline | { applications: OwnedApplication[] };
  };
  "POST /api/analytics/applications": { body: { company: string }; answer: OwnedApplication };
  /** The owner changes an application's status and its link's fields; the answer is the application as stored. */
  "PATCH /api/analytics/applications": { body: ApplicationChange; answer: OwnedApplication };
  /**
   * The content files for the owner's editor; with `?history=<file>`, that file's last versions,
   * newest first; with `?file=<file>&revision=<sha>`, its text at one of them (for a restore, an
   * ordinary publish of it); with `?media`, the uploaded images. One address, so a site's function
   * file needs no new paths.
   */
  "GET /api/content": {
    body: undefined;
    answer: ContentSnapshot | ContentHistory | ContentVersionText | ContentMedia;
  };
  /** Checked with the build's schema, then written: one commit, or the files on disk. */
  "POST /api/content": { body: ContentPublish; answer: ContentPublished };
  /** One part of an image for the content; the last part's answer is the stored image. */
  "POST /api/content/images": { body: ContentImagePart; answer: ContentImageReceived };
  /**
   * A résumé PDF's booking link: counts the `booking-click` goal (its campaign tags credit the
   * application) and answers 302 to the owner's booking page, never to an address from the request.
   */
  "GET /api/go/booking": { body: undefined; answer: undefined };
}

export type ApiRoute = keyof ApiRoutes;
/** The JSON body `route` takes. */
export type RouteBody<R extends ApiRoute> = ApiRoutes[R]["body"];
/** The JSON `route` answers on success. */
export type RouteAnswer<R extends ApiRoute> = ApiRoutes[R]["answer"];
