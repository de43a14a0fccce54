import type { Context } from "@netlify/functions";
import type { ContactField, ContactMessages } from "@pmfolio/core";
import {
  CONTACT_HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
  contactLanguage,
  contactLimits,
  contactMessagesIn,
  isIdempotencyKey,
  localizedPath,
  pathLanguage,
  validateContactInput,
} from "../core";
import { recordServerGoal } from "../analytics/ingest";
import { storageDeadline, storageDeadlineMs } from "../blobs";
import { admitToInbox, noticeHeldMessages, notifyOwner, saveContact } from "../contacts";
import { envInt } from "../env";
import {
  answer,
  errorResponse,
  htmlPage,
  isFormPost,
  methodNotAllowed,
  readFormBody,
  readJsonBody,
  retryAfter,
  seeOther,
  unavailable,
} from "../http";
import { errorLine } from "../log";
import { contactFormPage, type AnswerLanguage } from "../contact-form-page";
import { rateLimit } from "../rate-limit";
import { clientBucket, fromOtherSite } from "../request-edge";
import { ownedApplication, refererOnSite, requestedTag } from "../request-tag";
import { siteLanguagesOrDefault } from "../site";

/** Messages one address may send per hour, unless CONTACT_RATE_LIMIT says otherwise. */
const DEFAULT_CONTACT_RATE_LIMIT = 5;
/** The window that limit counts over. */
export const CONTACT_RATE_WINDOW_SECONDS = 60 * 60;

/**
 * POST /api/contact: stores a message from the contact form. 201 `{ id }` only once it
 * is stored; 400 naming each bad field (or a malformed Idempotency-Key); 403 when the
 * browser says the post came from another site (`Sec-Fetch-Site: cross-site`/`same-site`,
 * or an `Origin` other than this one); 413, 415, 405;
 * 429 with Retry-After when one address sends too much; 503 with Retry-After when storage
 * fails or does not answer in time (the limiter's included: a limiter that cannot decide
 * is never taken for a sender over the limit). After a 503 the message is not stored, or, when storage was only
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
 * instead of JSON: 303 to `/contact/sent` once stored; else the form again, holding what was
 * sent, with each bad field's problem under it (400) or why it cannot be taken now (429,
 * 503); a page saying why when the fields were not read (403, 413). Nothing the visitor
 * typed ever goes into a URL.
 *
 * Every sentence a visitor reads comes in the language the form posted (`language`, one of the
 * site's languages, else the default: core's `contactMessagesIn`), and the confirmation page is
 * that language's (`/de/contact/sent`). Before the fields are read (403, 413), the language is the
 * one of the page the post came from, when the browser says (a same-origin `Referer`).
 */
export default async (req: Request, context: Context): Promise<Response> => {
  if (req.method !== "POST") return methodNotAllowed(["POST"]);
  const languages = siteLanguagesOrDefault();
  const answersIn = (language: string) =>
    (isFormPost(req) ? pageAnswers : jsonAnswers)(answerLanguage(language, languages));
  let answer = answersIn(refererLanguage(req, languages));
  // A form post needs no CORS permission, so any page could make its visitors' browsers
  // send one from their own addresses, past the per-address limit. Browsers say where a
  // post comes from; a post that says nothing (an old browser, a script) is let through.
  if (fromOtherSite(req)) return answer.refused(403, answer.words.crossSite);

  let fieldsSent: Record<string, unknown>;
  if (isFormPost(req)) {
    const form = await readFormBody(req, contactLimits.bodyBytes);
    if (!form.ok)
      return answer.refused(
        form.status,
        form.status === 413 ? answer.words.tooLarge : answer.words.unreadable,
      );
    fieldsSent = form.value;
  } else {
    const body = await readJsonBody(req, contactLimits.bodyBytes);
    if (!body.ok) return body.response;
    if (typeof body.value !== "object" || body.value === null || Array.isArray(body.value)) {
      return errorResponse(400, "The request body must be a JSON object.");
    }
    fieldsSent = body.value as Record<string, unknown>;
  }

  answer = answersIn(contactLanguage(fieldsSent.language, languages));
  const result = validateContactInput(fieldsSent, languages);
  if (!result.ok) return answer.invalid(result.fields, fieldsSent);

  const idempotencyKey = req.headers.get(IDEMPOTENCY_HEADER) ?? undefined;
  if (idempotencyKey !== undefined && !isIdempotencyKey(idempotencyKey)) {
    return errorResponse(
      400,
      `The ${IDEMPOTENCY_HEADER} header must be 16 to 128 letters, digits, '-' or '_'.`,
    );
  }

  const afterAnswer = (work: Promise<unknown>) => context.waitUntil?.(work);
  // Beside the limiter, so it adds no wait: the application the page's address named, if the owner made it.
  const application = ownedApplication(requestedTag(req), "contact");
  // Closed: when the limiter cannot decide (in time), the message is refused, never let through.
  const limit = await rateLimit(
    // An IPv6 sender holds a whole /64: counting exact addresses would give it endless allowances.
    { scope: "contact", ip: clientBucket(req, context) },
    {
      limit: envInt("CONTACT_RATE_LIMIT", DEFAULT_CONTACT_RATE_LIMIT),
      windowSeconds: CONTACT_RATE_WINDOW_SECONDS,
      onStorageError: "closed",
      // Its claim is three calls in a row (four on an instance's first claim of the day, which
      // reads the day's salt): the default, about one call's limit, refused sends whenever
      // storage was slow but answering (pnpm dev under a burst, each new warm instance
      // reading the salt), while the save, given two, went through.
      timeoutMs: storageDeadlineMs(2),
      waitUntil: afterAnswer,
    },
  );
  if (!limit.ok) {
    // A limiter that failed or did not decide in time says nothing about this sender, who
    // may have sent one message: the storage failure's 503, never "too many".
    if (limit.storageError) return answer.unavailable(answer.words.undecided, fieldsSent);
    return answer.refused(429, answer.words.tooMany, retryAfter(limit.retryAfterSeconds), fieldsSent);
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
    // message), its answer comes within two call limits: with the limiter's two and the
    // claim of a place in today's inbox (three), every answer of this endpoint arrives
    // within seven (57 s at the default BLOBS_TIMEOUT_MS, under the platform's 60 s). A save still under way when
    // the deadline passes can only land whole, and a retry with the same key finds it.
    const { submission, created, box } = await storageDeadline(
      saveContact(result.value, {
        idempotencyKey,
        afterAnswer,
        ...(hold ? { hold } : {}),
        application: await application,
      }),
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
    return answer.unavailable(answer.words.notStored, fieldsSent);
  }
};

/** The confirmation page a browser-posted message leads to (in the default language). */
const CONTACT_SENT_PATH = "/contact/sent";

interface Language extends AnswerLanguage {
  /** The confirmation page in this language. */
  sentPath: string;
}

function answerLanguage(language: string, languages: readonly string[]): Language {
  const at = (path: string) => localizedPath(path, language, languages[0]!);
  return {
    language,
    messages: contactMessagesIn(language),
    formHref: `${at("/")}#contact`,
    sentPath: at(CONTACT_SENT_PATH),
  };
}

/** The language of the page a post came from, when the browser names a page of this site; else the default. */
function refererLanguage(req: Request, languages: readonly string[]): string {
  const from = refererOnSite(req);
  return from ? pathLanguage(from.pathname, languages).language : languages[0]!;
}

/** `sent`: the fields as posted, which a page answer shows again in its form. */
interface Answers {
  /** The answers' sentences in the post's language. */
  words: ContactMessages["answers"];
  stored(id: string): Response;
  invalid(fields: Partial<Record<ContactField, string>>, sent: Record<string, unknown>): Response;
  refused(
    status: number,
    error: string,
    headers?: Record<string, string>,
    sent?: Record<string, unknown>,
  ): Response;
  /** 503 with Retry-After. */
  unavailable(error: string, sent: Record<string, unknown>): Response;
}

/** For the app (and scripts): JSON. */
const jsonAnswers = ({ messages }: Language): Answers => ({
  words: messages.answers,
  stored: (id) => answer("POST /api/contact", { id }, 201),
  invalid: (fields) => errorResponse(400, messages.answers.fieldsNeedAttention, { fields }),
  refused: (status, error, headers = {}) => errorResponse(status, error, {}, headers),
  unavailable: (error) => unavailable(error),
});

/**
 * For a form the browser posted itself: pages, and a redirect that keeps nothing in the URL.
 * Once the fields were read, the page is the form again with what was sent and each field's
 * problem under it (lib/contact-form-page.ts), so nothing typed is lost.
 */
const pageAnswers = (language: Language): Answers => {
  const { messages } = language;
  const answers: Answers = {
    words: messages.answers,
    stored: () => seeOther(language.sentPath),
    invalid: (fields, sent) =>
      contactFormPage(400, { lead: messages.answers.correctFields, sent, problems: fields }, language),
    refused: (status, error, headers = {}, sent) =>
      sent
        ? contactFormPage(status, { lead: error, sent }, language, headers)
        : htmlPage(
            status,
            {
              title: messages.answers.notSent,
              paragraphs: [error],
              link: { href: language.formHref, label: messages.answers.backToForm },
              lang: language.language,
            },
            headers,
          ),
    unavailable: (error, sent) => answers.refused(503, error, retryAfter(), sent),
  };
  return answers;
};
