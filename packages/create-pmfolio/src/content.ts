/**
 * A new owner's content files, made from their answers: their name, headline, colour, language
 * and (only if they chose to show one) email everywhere the site shows them, and one project that
 * says plainly it is an example. Each file is one the site's schema takes (a test checks them).
 */
import type { Answers } from "./answers";

/** The address part made from a name: "Priya Raman" → "priya-raman". */
export function slugOf(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60)
      .replace(/-+$/, "") || "portfolio"
  );
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

/** The content folder's files, by path under it ("profile.json", "projects/example-project.json"). */
export function contentFiles(answers: Answers): Map<string, string> {
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
  return files;
}
