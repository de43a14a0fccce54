import type { Config, Context } from "@netlify/functions";
import { authorizeAdmin } from "../lib/auth";
import { blobsTimeoutMs, withStorageDeadline } from "../lib/blobs";
import { deleteContact, isContactId, listContacts } from "../lib/contacts-store";
import { empty, errorResponse, json, methodNotAllowed } from "../lib/http";

/**
 * The owner's inbox, behind the admin password:
 * GET /api/contacts lists every submission, newest first;
 * DELETE /api/contacts/{id} deletes one (204; 404 unknown; 400 malformed id).
 * Storage that fails or does not answer in time: 503 with Retry-After, in bounded time.
 */
export default async (req: Request, context: Context): Promise<Response> => {
  const id = context.params?.id;
  const allowed = id === undefined ? ["GET"] : ["DELETE"];
  if (!allowed.includes(req.method)) return methodNotAllowed(allowed);

  const denied = await authorizeAdmin(req, context);
  if (denied) return denied;

  if (id === undefined) {
    try {
      // One listing, then the reads eight at a time: bounded as a whole like one call.
      return json(await withStorageDeadline(listContacts(), blobsTimeoutMs(), "contacts list"));
    } catch (error) {
      console.error("contacts: could not list submissions", reason(error));
      return unavailable();
    }
  }

  if (!isContactId(id)) return errorResponse(400, "This is not a contact submission id.");
  try {
    return (await deleteContact(id)) ? empty(204) : errorResponse(404, "No contact submission has this id.");
  } catch (error) {
    console.error("contacts: could not delete a submission", reason(error));
    return unavailable();
  }
};

function reason(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

function unavailable() {
  return errorResponse(
    503,
    "Contact submissions are unavailable right now. Please try again later.",
    {},
    {
      "Retry-After": "60",
    },
  );
}

export const config: Config = { path: ["/api/contacts", "/api/contacts/:id"] };
