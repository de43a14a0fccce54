/**
 * A new owner's content files, made from their answers: their name, headline, colour, language
 * and (only if they chose to show one) email everywhere the site shows them, one project and one
 * post (in each of their languages) that say plainly they are examples. Each file is one the
 * site's schema takes (a test checks them).
 */
import { localizedPath, postFileName, postPath, postsFolder, slugOf as slugOfWords } from "@pmfolio/core";
import type { Answers } from "./answers";

/** The address part made from a name: "Priya Raman" → "priya-raman". */
export function slugOf(text: string): string {
  return slugOfWords(text) || "portfolio";
}

/** "Priya Raman" → "PR": the first letters of the first and last words. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = [...(words[0] ?? "")][0] ?? "";
  const last = words.length > 1 ? ([...words.at(-1)!][0] ?? "") : "";
  return (first + last).toUpperCase();
}

const xml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** The site's icon: the owner's initials on their brand colour. */
export function faviconSvg({ name, brand }: Pick<Answers, "name" | "brand">): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${xml(brand)}"/><text x="32" y="42" font-family="Inter,Arial,sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">${xml(initialsOf(name))}</text></svg>\n`;
}

const json = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;

export const exampleProjectSlug = "example-project";

export const examplePostSlug = "welcome";

/** `date`'s day where the command runs, as a post's front matter writes it: "2026-03-14". */
export function dayOf(date: Date): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/**
 * The example post in `language`, dated `day`: it says it is an example, and shows what a post
 * is made of (the front matter's fields, a heading, a list, a link, a code block). The words are
 * English in every language, as the other example content is: the owner writes their own.
 */
function examplePost(language: string, languages: readonly string[], day: string): string {
  const [defaultLanguage = language, ...translations] = languages;
  const fileOf = (lang: string) => `content/${postFileName(examplePostSlug, lang, defaultLanguage)}`;
  const address = localizedPath(postPath(examplePostSlug), language, defaultLanguage);
  const inLanguages = translations.length
    ? `The same post in each of the site's languages is a file of its own, with the language in its name: ${languages.map((lang) => `\`${fileOf(lang)}\` (${lang})`).join(", ")}.`
    : `In another language, the same post would be a file of its own with the language in its name, e.g. \`content/${postsFolder}/${examplePostSlug}.de.md\`, once that language is among the translations in \`content/site.json\`.`;
  return `---
title: "Example post: writing on your site"
date: ${day}
summary: An example post that shows how writing on your site works. Edit it into your first post, or delete it.
tags:
  - Example
---

This is an example post: edit it into your first post, or delete it (\`${fileOf(language)}\`${translations.length ? ", and its files in the site's other languages" : ""}).

Each post is a Markdown file in \`content/${postsFolder}/\`, and its file's name is its address: this one is at \`${address}\`. ${inLanguages}

## The lines at the top

The lines between the two \`---\` at the top of the file describe the post:

- \`title\`: its heading, on its page and in the list of posts.
- \`date\`: the day it was first published, as year-month-day.
- \`summary\`: one or two sentences for the list, search engines and feeds.
- \`tags\`: words it is listed under; each has a page of its own.
- \`draft: true\` keeps it off the site while you write; \`updated\` and \`cover\` (a picture) are there when you need them.

## The text

Below them is the post, in [Markdown](https://commonmark.org/help/): \`##\` starts a heading, \`-\` a list item, and \`[words](https://example.com)\` makes a link. Code goes between two lines of three backticks:

\`\`\`md
## A heading

A paragraph with a [link](https://example.com).
\`\`\`

Then run \`npm test\`: it builds the site, and names the file and field of any mistake.
`;
}

/**
 * The content folder's files, by path under it ("profile.json", "projects/example-project.json",
 * "posts/welcome.md"), the example post dated `today` (the day the site is made).
 */
export function contentFiles(answers: Answers, today: Date = new Date()): Map<string, string> {
  const { name, headline, brand, publicEmail } = answers;
  // The first language is the default, at /; the others are translations under /{language}/.
  const [locale, ...translations] = answers.languages.split(" ");
  const files = new Map<string, string>();
  files.set(
    "site.json",
    json({
      url: `https://${slugOf(name)}.netlify.app`,
      title: `${name} — ${headline}`,
      description: `${name}, ${headline}: selected projects, experience and a way to get in touch.`,
      brand,
      locale,
      ...(translations.length ? { translations } : {}),
    }),
  );
  files.set(
    "profile.json",
    json({
      name,
      headline,
      tagline: `${headline}. Here are the projects I am proudest of, and how to reach me.`,
      // Only an email the owner chose to show: the notification address is private (.env.local).
      ...(publicEmail ? { email: publicEmail } : {}),
      resumeUrl: "/api/download-resume",
      links: [],
    }),
  );
  files.set(
    "about.json",
    json({
      heading: "About me",
      paragraphs: [
        "Say here what you do, for whom, and what you are looking for next. This text is in content/about.json.",
      ],
    }),
  );
  files.set(
    "experience.json",
    json({
      roles: [
        {
          period: "2022 — Present",
          title: headline,
          company: "Your company (example: edit content/experience.json)",
          location: "Where you worked",
          achievements: ["What you achieved there, with a number if you have one."],
          current: true,
        },
      ],
      awards: [],
    }),
  );
  files.set(
    "skills.json",
    json({
      groups: [{ title: "Skills", skills: [{ name: "Your first skill (edit content/skills.json)" }] }],
      tools: [],
    }),
  );
  files.set("projects.json", json({ order: [exampleProjectSlug] }));
  files.set(
    `projects/${exampleProjectSlug}.json`,
    json({
      title: "Example project",
      description:
        "An example to show how a project reads. Replace it with your own in content/projects/, or remove it from content/projects.json.",
      tags: ["Example"],
      page: {
        summary:
          "An example project page: every section here comes from content/projects/example-project.json.",
        badge: "Example",
        blocks: [
          {
            type: "overview",
            paragraphs: [
              "Say what the problem was, who had it, and why it mattered.",
              "Then what you did, and what changed because of it.",
            ],
          },
          {
            type: "quote",
            quote: {
              text: "A sentence someone said about the work: a participant, a client or a teammate.",
              name: "Their name",
              role: "Their role",
            },
          },
        ],
        tags: ["Example"],
      },
    }),
  );
  const languages = [locale!, ...translations];
  for (const language of languages)
    files.set(
      postFileName(examplePostSlug, language, locale!),
      examplePost(language, languages, dayOf(today)),
    );
  return files;
}
