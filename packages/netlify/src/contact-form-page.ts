/**
 * The page that answers a contact form the browser posted itself (before the island ran, or
 * with no script) when the message was not taken: the form again, holding what the visitor
 * sent (in the answer's body, never in a URL), with each field's problem under it as the
 * island shows it: the problem's element is the field's description (`aria-describedby`), the
 * field is marked `aria-invalid="true"`, and the first such field has the focus (`autofocus`,
 * which needs no script). The ids are the ones the site's form has (`contact-form-…`).
 */
import { createHash } from "node:crypto";
import type { ContactField, ContactMessages } from "@pmfolio/core";
import { CONTACT_HONEYPOT_FIELD, CONTACT_LANGUAGE_FIELD, contactLimits } from "./core";
import { escapeHtml, send } from "./http";

/** The problems the answer names, per field (core's `validateContactInput` sentences). */
export type FieldProblems = Partial<Record<ContactField, string>>;

const ID_PREFIX = "contact-form";

interface FieldSpec {
  field: ContactField;
  label: string;
  attributes: string;
  multiline?: boolean;
}

/** The form's fields, labelled in the page's language. */
const fieldsIn = (words: ContactMessages["form"]): FieldSpec[] => [
  {
    field: "name",
    label: words.name,
    attributes: `type="text" autocomplete="name" required maxlength="${contactLimits.nameMax}"`,
  },
  {
    field: "email",
    label: words.email,
    attributes: `type="email" autocomplete="email" required maxlength="${contactLimits.emailMax}"`,
  },
  {
    field: "phone",
    label: `${words.phone} ${words.optional}`,
    attributes: `type="tel" autocomplete="tel" maxlength="${contactLimits.phoneMax}"`,
  },
  {
    field: "message",
    label: words.message,
    attributes: `rows="4" required maxlength="${contactLimits.messageMax}"`,
    multiline: true,
  },
];

// The page's one style block, allowed by its hash: the API's CSP allows nothing else.
const style = `body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1a1a1a;background:#fff}
main{max-width:40rem;margin:0 auto}label{display:block;font-weight:600;margin-top:1rem}
input,textarea{box-sizing:border-box;width:100%;font:inherit;padding:.5rem;border:1px solid #6b6b6b;border-radius:6px}
[aria-invalid=true]{border-color:#b91c1c}.error{color:#b91c1c;margin:.25rem 0 0}
button{margin-top:1.5rem;font:inherit;padding:.6rem 1.2rem}.alert{color:#b91c1c;font-weight:600}
@media (prefers-color-scheme:dark){body{color:#f2f2f2;background:#111}input,textarea{background:#1c1c1c;color:inherit;border-color:#9a9a9a}
.error,.alert{color:#fca5a5}[aria-invalid=true]{border-color:#fca5a5}}`;
const styleHash = createHash("sha256").update(style).digest("base64");
const csp = `default-src 'none'; style-src 'sha256-${styleHash}'; form-action 'self'; frame-ancestors 'none'`;

/** One field: its label, the control with what was sent, and its problem under it. */
function fieldHtml(
  { field, label, attributes, multiline }: FieldSpec,
  value: string,
  problem?: string,
  focus?: boolean,
) {
  const id = `${ID_PREFIX}-${field}`;
  const state = problem
    ? ` aria-invalid="true" aria-describedby="${id}-error"${focus ? " autofocus" : ""}`
    : "";
  const control = multiline
    ? `<textarea id="${id}" name="${field}" ${attributes}${state}>${escapeHtml(value)}</textarea>`
    : `<input id="${id}" name="${field}" ${attributes} value="${escapeHtml(value)}"${state}>`;
  const message = problem ? `<p class="error" id="${id}-error">${escapeHtml(problem)}</p>` : "";
  return `<div><label for="${id}">${escapeHtml(label)}</label>${control}${message}</div>`;
}

/** The language a page answers in: its messages, its tag, and where its contact form is. */
export interface AnswerLanguage {
  language: string;
  messages: ContactMessages;
  /** The contact section of the home page in that language ("/de/#contact"). */
  formHref: string;
}

/**
 * The form page, with the `status` of the answer, in the page's `language`: `lead` says what
 * happened (and, for a refusal that names no field, why: it is shown above the form); `problems`
 * go under their fields. The form posts the same language again.
 */
export function contactFormPage(
  status: number,
  { lead, sent, problems = {} }: { lead: string; sent: Record<string, unknown>; problems?: FieldProblems },
  { language, messages, formHref }: AnswerLanguage,
  headers: Record<string, string> = {},
): Response {
  const words = messages.form;
  const fields = fieldsIn(words);
  const text = (name: string) => (typeof sent[name] === "string" ? (sent[name] as string) : "");
  const first = fields.find(({ field }) => problems[field] !== undefined)?.field;
  const title = messages.answers.notSent;
  const body = `<!doctype html>
<html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><main><h1 id="${ID_PREFIX}-heading">${escapeHtml(title)}</h1><p class="alert">${escapeHtml(lead)}</p>
<form method="post" action="/api/contact" aria-labelledby="${ID_PREFIX}-heading">
${fields.map((spec) => fieldHtml(spec, text(spec.field), problems[spec.field], spec.field === first)).join("\n")}
<div hidden><label for="${ID_PREFIX}-website">${escapeHtml(words.website)}</label><input id="${ID_PREFIX}-website" name="${CONTACT_HONEYPOT_FIELD}" type="text" tabindex="-1" autocomplete="off" value="${escapeHtml(text(CONTACT_HONEYPOT_FIELD))}"></div>
<input type="hidden" name="${CONTACT_LANGUAGE_FIELD}" value="${escapeHtml(language)}">
<button type="submit">${escapeHtml(words.send)}</button>
</form>
<p><a href="${escapeHtml(formHref)}">${escapeHtml(messages.answers.backToForm)}</a></p></main></body></html>
`;
  return send(body, status, {
    contentType: "text/html; charset=utf-8",
    headers: { ...headers, "Content-Security-Policy": csp },
  });
}
