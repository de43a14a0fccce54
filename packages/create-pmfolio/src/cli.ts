#!/usr/bin/env node
/**
 * `npm create pmfolio@latest [folder]`: asks at most six questions (or takes them as flags),
 * then writes a site whose content is the owner's and whose code comes from the @pmfolio packages.
 */
import { parseArgs } from "node:util";
import { flagOf, questions, type Answers } from "./answers";
import { askMissing, InputEnded } from "./ask";
import { nodeRefusal, siteEngines } from "./nodeVersion";
import { slugOf } from "./content";
import { scaffold, ScaffoldError, refusal } from "./scaffold";

const usage = `Usage: create-pmfolio [folder] [options]

Makes your own portfolio site, with its contact inbox and analytics, ready for Netlify.
Asks for what the options below do not give.

  --name "…"        your name
  --headline "…"    one line under it, e.g. "UX Researcher"
  --brand "#…"      brand colour (default #0f766e)
  --email …         where notifications of new messages go (private: never on the site)
  --public-email …  an email to show on the site (default: none; visitors write through
                    the contact form)
  --languages "…"   the site's languages, the default first, e.g. "en de" (default en)
  --yes             ask nothing: take the defaults, fail on what is missing
  --force           write into a folder that is not empty (never through a link)
  --help            this text`;

class UsageError extends Error {}

async function main(argv: string[]): Promise<number> {
  const tooOld = nodeRefusal(process.versions.node, siteEngines());
  if (tooOld) {
    console.error(`create-pmfolio: ${tooOld}`);
    return 1;
  }
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: "string" },
      headline: { type: "string" },
      brand: { type: "string" },
      email: { type: "string" },
      "public-email": { type: "string" },
      languages: { type: "string" },
      yes: { type: "boolean", short: "y" },
      force: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  if (positionals.length > 1) throw new UsageError(`Give one folder; got ${positionals.join(", ")}.`);

  const interactive = !values.yes && process.stdin.isTTY === true;
  const given: Partial<Record<string, string | boolean>> = values;
  const answers: Partial<Answers> = {};
  const problems: string[] = [];
  const missing: string[] = [];
  for (const question of questions) {
    const raw = given[flagOf(question.key)];
    if (typeof raw !== "string") {
      if (!interactive && question.fallback !== undefined) answers[question.key] = question.fallback;
      else if (!interactive) missing.push(`--${flagOf(question.key)}`);
      continue;
    }
    const checked = question.check(raw);
    if (checked.ok) answers[question.key] = checked.value;
    else problems.push(checked.why);
  }
  if (problems.length) throw new UsageError(problems.join("\n"));
  if (missing.length)
    throw new UsageError(
      `Missing ${missing.join(", ")}: give them as options, or run in a terminal to be asked.`,
    );

  if (interactive) {
    // Refuse a full folder before asking anything, not after five answers.
    const why = positionals[0] && refusal(positionals[0], { force: values.force ?? false });
    if (why) throw new ScaffoldError(why);
    await askMissing(answers, { input: process.stdin, output: process.stdout });
  }
  const complete = answers as Answers;
  const target = positionals[0] ?? slugOf(complete.name);
  const written = scaffold(target, complete, { force: values.force ?? false });
  // The folder as the owner typed it, so "cd" works from where they are (a path made relative
  // to the working directory reads as "../../tmp/site" for "/tmp/site").
  console.log(`\nMade ${complete.name}'s site in ${target} (${written.length} files). Next:\n`);
  console.log(`  cd ${shellWord(target)}`);
  console.log("  npm install");
  console.log("  npm run dev\n");
  console.log(
    "The owner pages (/admin/contacts, /analytics, /admin/content) open with ADMIN_PASSWORD in .env.local,",
  );
  console.log("which is for npm run dev on this computer only (git-ignored, never deployed).");
  console.log("Your words are in content/*.json; README.md says how to deploy it to Netlify, e.g.");
  console.log(`  npx netlify-cli env:set NOTIFY_EMAIL_TO ${shellWord(complete.email)} --context production`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (
      error instanceof UsageError ||
      error instanceof ScaffoldError ||
      error instanceof InputEnded ||
      isArgError(error)
    ) {
      console.error(`create-pmfolio: ${(error as Error).message}\n(create-pmfolio --help lists the options)`);
      process.exit(2);
    }
    throw error;
  },
);

function isArgError(error: unknown): boolean {
  if (!(error instanceof Error && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS")))
    return false;
  // Node's own words suggest passing the flag as a folder after "--", which is not what was meant.
  const unknown = /^Unknown option '([^']+)'/.exec(error.message);
  if (unknown) error.message = `Unknown option ${unknown[1]}.`;
  return true;
}

/** A path as one shell word: as it is when it needs no quoting, else in single quotes. */
function shellWord(value: string): string {
  return /^[\w@%+=:,./~-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}
