import type { Config, Context } from "@netlify/functions";
// Core by path, not by package name: Netlify bundles a v2 function's relative imports but
// leaves package imports to file tracing, and @pmfolio/core ships TypeScript sources.
import { CONTACT_HONEYPOT_FIELD, contactLimits, validateContactInput } from "../../packages/core/src/contact";
import { recordServerGoal } from "../lib/analytics-ingest";
import { blobsTimeoutMs, withStorageDeadline } from "../lib/blobs";
import { IDEMPOTENCY_KEY_PATTERN, newContactId, saveContact } from "../lib/contacts-store";
import { envInt } from "../lib/env";
import { errorResponse, json, methodNotAllowed, readJsonBody } from "../lib/http";
import { notifyOwner } from "../lib/notify/outbox";
import { rateLimit } from "../lib/rate-limit";

/** Messages one address may send per hour, unless CONTACT_RATE_LIMIT says otherwise. */
const DEFAULT_CONTACT_RATE_LIMIT = 5;

/**
 * POST /api/contact: stores a message from the contact form. 201 `{ id }` only once it
 * is stored; 400 naming each bad field (or a malformed Idempotency-Key); 413, 415, 405;
 * 429 with Retry-After when one address sends too much; 503 with Retry-After when storage
 * fails or does not answer in time (the limiter's included). After a 503 the message is not stored, or, when storage was only
 * slow, stored whole once the write it was sent lands (never in part). A retry with the
 * same Idempotency-Key then finds that message instead of storing a second one.
 */
export default async (req: Request, context: Context): Promise<Response> => {
  if (req.method !== "POST") return methodNotAllowed(["POST"]);

  const body = await readJsonBody(req, contactLimits.bodyBytes);
  if (!body.ok) return body.response;
  if (typeof body.value !== "object" || body.value === null || Array.isArray(body.value)) {
    return errorResponse(400, "The request body must be a JSON object.");
  }

  const result = validateContactInput(body.value);
  if (!result.ok) return errorResponse(400, "Some fields need attention.", { fields: result.fields });

  const idempotencyKey = req.headers.get("idempotency-key") ?? undefined;
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
    return errorResponse(400, "The Idempotency-Key header must be 16 to 128 letters, digits, '-' or '_'.");
  }

  const afterAnswer = (work: Promise<unknown>) => context.waitUntil?.(work);
  // Closed: when the limiter cannot decide (in time), the message is refused, never let through.
  const limit = await rateLimit(
    { scope: "contact", ip: context.ip },
    {
      limit: envInt("CONTACT_RATE_LIMIT", DEFAULT_CONTACT_RATE_LIMIT),
      windowSeconds: 60 * 60,
      onStorageError: "closed",
      waitUntil: afterAnswer,
    },
  );
  if (!limit.ok) {
    // A limiter that could not decide in time is flooded: refused like a sender over the limit.
    const [status, error] =
      limit.storageError && !limit.timedOut
        ? [503, "Your message could not be accepted right now. Please try again later."]
        : [429, "Too many messages from this address. Please try again later."];
    return errorResponse(status, error, {}, { "Retry-After": String(limit.retryAfterSeconds) });
  }

  // A filled honeypot is a bot: answer as if stored, store nothing.
  const honeypot = (body.value as Record<string, unknown>)[CONTACT_HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== null && honeypot !== "") {
    return json({ id: newContactId() }, 201);
  }

  try {
    // However many calls the save makes (a retry's marker read and writes, then the
    // message), its answer comes within two call limits: with the limiter's own limit,
    // every answer of this endpoint arrives within three. A save still under way when
    // the deadline passes can only land whole, and a retry with the same key finds it.
    const submission = await withStorageDeadline(
      saveContact(result.value, new Date(), idempotencyKey, afterAnswer),
      2 * blobsTimeoutMs() + 250,
      "contact: storing a submission",
    );

    // Notify the owner once the message is safe, after the answer (lib/notify/outbox).
    afterAnswer(
      notifyOwner(submission, { origin: new URL(req.url).origin, deployContext: context.deploy?.context }),
    );

    afterAnswer(recordServerGoal(req, context, "contact-sent"));

    return json({ id: submission.id }, 201);
  } catch (error) {
    // The reason only: the error must not carry the message into the logs.
    console.error("contact: could not store a submission", error instanceof Error ? error.message : error);
    return errorResponse(
      503,
      "Your message could not be stored right now. Please try again later.",
      {},
      { "Retry-After": "60" },
    );
  }
};

export const config: Config = {
  path: "/api/contact",
  // The platform's limit, per address and domain; the app-level limit above also works locally.
  rateLimit: { windowSize: 60, windowLimit: 10, aggregateBy: ["ip", "domain"] },
};
