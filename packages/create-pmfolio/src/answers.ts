/**
 * The six things the create command asks, each with its flag, its default and its check. The
 * same check runs on a flag and on a typed answer, so both fail with the same words.
 */
import { isLanguageTag } from "@pmfolio/core";

export interface Answers {
  /** The owner's full name, as the page's heading shows it. */
  name: string;
  /** One line under the name, e.g. "UX Researcher". */
  headline: string;
  /** The brand colour, "#rgb" or "#rrggbb". */
  brand: string;
  /**
   * Where notifications of new messages go. Private: it is written only to the git-ignored
   * .env.local (and is NOTIFY_EMAIL_TO on the deploy), never into content or a committed file.
   */
  email: string;
  /** An email the site shows to visitors, or "" for none (the contact form is the way to write). */
  publicEmail: string;
  /** The site's languages, tags such as "en" or "pt-BR" separated by spaces, the default first ("en de"). */
  languages: string;
}

export type AnswerKey = keyof Answers;

/** An answer's option, without its dashes: publicEmail → public-email. */
export const flagOf = (key: AnswerKey) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export interface Question {
  key: AnswerKey;
  /** What the prompt says. */
  prompt: string;
  /** The answer taken when none is given (with --yes, or Enter at the prompt). */
  fallback?: string;
  /** The answer in its canonical form, or why it cannot be taken. */
  check(value: string): { ok: true; value: string } | { ok: false; why: string };
}

const ok = (value: string) => ({ ok: true as const, value });
const no = (why: string) => ({ ok: false as const, why });

function required(what: string, max: number) {
  return (value: string) => {
    const trimmed = value.trim().replace(/\s+/g, " ");
    if (!trimmed) return no(`${what} is required.`);
    if (trimmed.length > max) return no(`${what} must be at most ${max} characters.`);
    return ok(trimmed);
  };
}

/** A part of an address: no spaces, no "@", nothing that needs quoting in a header or an env file. */
const part = String.raw`[^\s@"\\<>,;()[\]]+`;
const addressShape = new RegExp(`^${part}@${part}\\.${part}$`);

/**
 * An address as the contact form takes it (something@host.tld), and without quotes, backslashes,
 * angle brackets, commas or semicolons: legal in a quoted local part, never in a real inbox's
 * address, and each would need escaping wherever the address is written.
 */
function address(what: string) {
  return (value: string) => {
    const email = value.trim();
    return addressShape.test(email) && email.length <= 254
      ? ok(email)
      : no(`${what} must be an address such as you@example.com; got "${value}".`);
  };
}

export const questions: readonly Question[] = [
  { key: "name", prompt: "Your name", check: required("Your name", 80) },
  { key: "headline", prompt: "Your headline (e.g. UX Researcher)", check: required("The headline", 120) },
  {
    key: "brand",
    prompt: "Brand colour",
    fallback: "#0f766e",
    check(value) {
      const hex = value.trim().replace(/^([0-9a-f]{3}|[0-9a-f]{6})$/i, "#$1");
      return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(hex)
        ? ok(hex.toLowerCase())
        : no(`The brand colour must be a hex colour such as #0f766e; got "${value}".`);
    },
  },
  {
    key: "email",
    prompt: "Email for new-message notifications (private, not shown on the site)",
    check: address("The notification email"),
  },
  {
    key: "publicEmail",
    prompt: "An email to show on your site (Enter for none: visitors write through the contact form)",
    fallback: "",
    check: (value) => (value.trim() ? address("The email to show")(value) : ok("")),
  },
  {
    key: "languages",
    prompt: "Languages of the site, the default first (tags such as en, or en de)",
    fallback: "en",
    check(value) {
      const tags = value
        .trim()
        .split(/[\s,]+/)
        .filter(Boolean);
      // The schema's own rule, so an answer taken here is one the site's build takes.
      const wrong = tags.find((tag) => !isLanguageTag(tag));
      if (!tags.length || wrong !== undefined)
        return no(`The languages must be tags such as en, de or pt-BR; got "${wrong ?? value}".`);
      return ok([...new Set(tags.map((tag) => Intl.getCanonicalLocales(tag)[0]!))].join(" "));
    },
  },
];
