import type { Config, Context } from "@netlify/functions";
import { authorizeAdmin } from "../lib/auth";
import { deleteContact, isContactId, listContacts } from "../lib/contacts-store";
import { empty, errorResponse, json, methodNotAllowed } from "../lib/http";

/**
 * The owner's inbox, behind the admin password:
 * GET /api/contacts lists every submission, newest first;
 * DELETE /api/contacts/{id} deletes one (204; 404 unknown; 400 malformed id).
 */
export default async (req: Request, context: Context): Promise<Response> => {
  const id = context.params?.id;
  const allowed = id === undefined ? ["GET"] : ["DELETE"];
  if (!allowed.includes(req.method)) return methodNotAllowed(allowed);

  const denied = await authorizeAdmin(req, context);
  if (denied) return denied;

  if (id === undefined) {
    try {
      return json(await listContacts());
    } catch (error) {
      console.error("contacts: could not list submissions", error);
      return unavailable();
    }
  }

  if (!isContactId(id)) return errorResponse(400, "This is not a contact submission id.");
  try {
    return (await deleteContact(id)) ? empty(204) : errorResponse(404, "No contact submission has this id.");
  } catch (error) {
    console.error("contacts: could not delete a submission", error);
    return unavailable();
  }
};

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
