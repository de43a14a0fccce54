import type { Config, Context } from "@netlify/functions";
import type { ContactCreated, ContactField } from "@pmfolio/core";
import {
  CONTACT_HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
  contactLimits,
  isIdempotencyKey,
  validateContactInput,
} from "../lib/core";
import { recordServerGoal } from "../lib/analytics/ingest";
import { clientBucket, fromOtherSite } from "../lib/owner/auth";
import { storageDeadline } from "../lib/blobs";
import { admitToInbox, noticeHeldMessages, notifyOwner, saveContact } from "../lib/contacts";
import { envInt } from "../lib/env";
import {
  errorResponse,
  htmlPage,
  isFormPost,
  json,
  methodNotAllowed,
  readFormBody,
  readJsonBody,
  retryAfter,
  seeOther,
  unavailable,
} from "../lib/http";
import { errorLine } from "../lib/log";
import { rateLimit } from "../lib/owner/rate-limit";

/** Messages one address may send per hour, unless CONTACT_RATE_LIMIT says otherwise. */
const DEFAULT_CONTACT_RATE_LIMIT = 5;

/**
 * POST /api/contact: stores a message from the contact form. 201 `{ id }` only once it
 * is stored; 400 naming each bad field (or a malformed Idempotency-Key); 403 when the
 * browser says the post came from another site (`Sec-Fetch-Site: cross-site`/`same-site`,
 * or an `Origin` other than this one); 413, 415, 405;
 * 429 with Retry-After when one address sends too much; 503 with Retry-After when storage
 * fails or does not answer in time (the limiter's included). After a 503 the message is not stored, or, when storage was only
 * slow, stored whole once the write it was sent lands (never in part). A retry with the
 * same Idempotency-Key then finds that message instead of storing a second one.
 *
 * A filled honeypot, or a message past the site's daily cap (CONTACT_DAILY_LIMIT), is
 * answered like any other but kept in the held list, without a notification of its own
 * (the owner gets one notice a day, counting the day's held messages); nothing is dropped.
 *
 * The contact form also posts here as a plain browser form
 * (`application/x-www-form-urlencoded`) when it is sent before the app runs, or without
 * JavaScript: the same limits, checks, honeypot and rate limits, answered with pages
 * instead of JSON: 303 to `/contact/sent` once stored, and a small page naming the bad
 * fields (400), or saying why it cannot be taken now (413, 429, 503). Nothing the
 * visitor typed ever goes into a URL.
 */
export default async (req: Request, context: Context): Promise<Response> => {
  if (req.method !== "POST") return methodNotAllowed(["POST"]);
  const answer = isFormPost(req) ? pageAnswers : jsonAnswers;
  // A form post needs no CORS permission, so any page could make its visitors' browsers
  // send one from their own addresses, past the per-address limit. Browsers say where a
  // post comes from; a post that says nothing (an old browser, a script) is let through.
  if (fromOtherSite(req)) return answer.refused(403, CROSS_SITE_CONTACT);

  let fieldsSent: Record<string, unknown>;
  if (isFormPost(req)) {
    const form = await readFormBody(req, contactLimits.bodyBytes);
    if (!form.ok) return answer.refused(form.status, form.error);
    fieldsSent = form.value;
  } else {
    const body = await readJsonBody(req, contactLimits.bodyBytes);
    if (!body.ok) return body.response;
    if (typeof body.value !== "object" || body.value === null || Array.isArray(body.value)) {
      return errorResponse(400, "The request body must be a JSON object.");
    }
    fieldsSent = body.value as Record<string, unknown>;
  }

  const result = validateContactInput(fieldsSent);
  if (!result.ok) return answer.invalid(result.fields);

  const idempotencyKey = req.headers.get(IDEMPOTENCY_HEADER) ?? undefined;
  if (idempotencyKey !== undefined && !isIdempotencyKey(idempotencyKey)) {
    return errorResponse(
      400,
      `The ${IDEMPOTENCY_HEADER} header must be 16 to 128 letters, digits, '-' or '_'.`,
    );
  }

  const afterAnswer = (work: Promise<unknown>) => context.waitUntil?.(work);
  // Closed: when the limiter cannot decide (in time), the message is refused, never let through.
  const limit = await rateLimit(
    // An IPv6 sender holds a whole /64: counting exact addresses would give it endless allowances.
    { scope: "contact", ip: clientBucket(req, context) },
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
    return answer.refused(status, error, retryAfter(limit.retryAfterSeconds));
  }

  // A filled honeypot is most likely a bot, but browsers' autofill fills hidden fields too:
  // held (never notified) with its reason, so a person's message is not lost.
  const honeypot = fieldsSent[CONTACT_HONEYPOT_FIELD];
  const hold =
    honeypot !== undefined && honeypot !== null && honeypot !== ""
      ? ("honeypot" as const)
      : (await admitToInbox(context.deploy?.context))
        ? undefined
        : ("daily-limit" as const);

  try {
    // However many calls the save makes (a retry's marker read and writes, then the
    // message), its answer comes within two call limits: with the limiter's own limit and
    // the claim of a place in today's inbox, every answer of this endpoint arrives within six. A save still under way when
    // the deadline passes can only land whole, and a retry with the same key finds it.
    const { submission, created, box } = await storageDeadline(
      saveContact(result.value, { idempotencyKey, afterAnswer, ...(hold ? { hold } : {}) }),
      2,
      "contact: storing a submission",
    );

    if (box === "inbox") {
      // Notify the owner once the message is safe, after the answer (lib/contacts/notices).
      afterAnswer(
        notifyOwner(submission, { origin: new URL(req.url).origin, deployContext: context.deploy?.context }),
      );
      // A retry of a message already stored was counted by its first attempt.
      if (created) afterAnswer(recordServerGoal(req, context, "contact-sent"));
    } else {
      // Held (the honeypot or the daily cap): the day's one notice says how many.
      afterAnswer(noticeHeldMessages(new URL(req.url).origin, context.deploy?.context));
    }

    return answer.stored(submission.id);
  } catch (error) {
    // The reason only: the error must not carry the message into the logs.
    console.error("contact: could not store a submission", errorLine(error));
    return answer.unavailable("Your message could not be stored right now. Please try again later.");
  }
};

const CROSS_SITE_CONTACT =
  "This message was sent from another website, not from this site's contact form. Please write from the contact form on this site.";

/** The confirmation page a browser-posted message leads to. */
const CONTACT_SENT_PATH = "/contact/sent";

const fieldLabels: Record<ContactField, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  message: "Message",
};

interface Answers {
  stored(id: string): Response;
  invalid(fields: Partial<Record<ContactField, string>>): Response;
  refused(status: number, error: string, headers?: Record<string, string>): Response;
  /** 503 with Retry-After. */
  unavailable(error: string): Response;
}

/** For the app (and scripts): JSON. */
const jsonAnswers: Answers = {
  stored: (id) => json<ContactCreated>({ id }, 201),
  invalid: (fields) => errorResponse(400, "Some fields need attention.", { fields }),
  refused: (status, error, headers = {}) => errorResponse(status, error, {}, headers),
  unavailable: (error) => unavailable(error),
};

/** For a form the browser posted itself: pages, and a redirect that keeps nothing in the URL. */
const pageAnswers: Answers = {
  stored: () => seeOther(CONTACT_SENT_PATH),
  invalid: (fields) =>
    htmlPage(400, {
      title: "Your message was not sent",
      paragraphs: ["Nothing was stored. Please go back, correct these fields and send it again:"],
      items: Object.entries(fields).map(
        ([field, problem]) => `${fieldLabels[field as ContactField]}: ${problem}`,
      ),
      link: { href: "/#contact", label: "Back to the contact form" },
    }),
  refused: (status, error, headers = {}) =>
    htmlPage(
      status,
      {
        title: "Your message was not sent",
        paragraphs: [error],
        link: { href: "/#contact", label: "Back to the contact form" },
      },
      headers,
    ),
  unavailable: (error) => pageAnswers.refused(503, error, retryAfter()),
};

export const config: Config = {
  path: "/api/contact",
  // The platform's limit, per address and domain; the app-level limit above also works locally.
  rateLimit: { windowSize: 60, windowLimit: 10, aggregateBy: ["ip", "domain"] },
};
