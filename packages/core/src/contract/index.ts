export {
  contactsNextLink,
  HELD_COUNT_HEADER,
  IDEMPOTENCY_HEADER,
  isIdempotencyKey,
  OWNER_PATHS,
  parseNextLink,
  TOTAL_COUNT_HEADER,
  UNREAD_COUNT_HEADER,
} from "./http";
export type { ContactsPageLink } from "./http";
export type { ApiRoute, ApiRoutes, RouteAnswer, RouteBody } from "./routes";
