/**
 * CONTRIBUTING's walk of a contact message names files and their exports; this keeps it
 * true. Each numbered step's backticked repository paths must exist, and each backticked
 * name on it must be exported by one of those files.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const contributing = readFileSync(path.join(root, "CONTRIBUTING.md"), "utf8");

/** The walk's section, up to the next heading. */
function walkSection(markdown: string): string {
  const start = markdown.indexOf("## One contact message, through the files");
  if (start < 0) throw new Error("CONTRIBUTING.md has no walk of a contact message");
  const next = markdown.indexOf("\n## ", start + 3);
  return markdown.slice(start, next < 0 ? undefined : next);
}

interface WalkStep {
  text: string;
  paths: string[];
  names: string[];
}

const REPO_PATH = /^(?:packages|site|netlify|scripts)\/[\w./-]+\.(?:tsx?|mts|mjs)$/;
const NAME = /^[A-Za-z_$][\w$]*$/;

/** The numbered steps: each with its backticked paths and names (other code spans are prose). */
function walkSteps(section: string): WalkStep[] {
  const steps = section.split(/\n(?=\d+\. )/).filter((chunk) => /^\d+\. /.test(chunk));
  return steps.map((text) => {
    const spans = [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
    return {
      text,
      paths: spans.filter((span) => REPO_PATH.test(span)),
      names: spans.filter((span) => NAME.test(span)),
    };
  });
}

/** True when `source` exports `name` (a declaration, a default function, or a list). */
function exportsName(source: string, name: string): boolean {
  const declared = new RegExp(
    `export\\s+(?:default\\s+)?(?:async\\s+)?(?:function\\*?|const|let|class|interface|type|enum)\\s+${name}\\b`,
  );
  if (declared.test(source)) return true;
  return [...source.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)].some((list) =>
    list[1]!.split(",").some(
      (item) =>
        item
          .trim()
          .split(/\s+as\s+/)
          .pop()!
          .replace(/^type\s+/, "") === name,
    ),
  );
}

describe("CONTRIBUTING's walk of a contact message", () => {
  const steps = walkSteps(walkSection(contributing));

  it("covers both halves: the form, the island, the client, the function, the queue, the inbox page and ContactList", () => {
    const paths = steps.flatMap((step) => step.paths);
    for (const file of [
      "packages/kit/src/sections/ContactForm/ContactForm.tsx",
      "packages/site/src/contact/contactIsland.tsx",
      "packages/site/src/api/client.ts",
      "netlify/functions/contact.mts",
      "packages/netlify/src/handlers/contact.ts",
      "packages/netlify/src/contacts/save.ts",
      "packages/netlify/src/notify/queue.ts",
      "packages/site/src/owner/AdminContactsPage.tsx",
      "packages/kit/src/owner/inbox/ContactList/ContactList.tsx",
    ])
      expect(paths).toContain(file);
  });

  it("names only files that exist", () => {
    const missing = steps.flatMap((step) => step.paths).filter((file) => !existsSync(path.join(root, file)));
    expect(missing).toEqual([]);
  });

  it("names only exports of the files on the same step", () => {
    const unexported = steps.flatMap((step) => {
      const sources = step.paths
        .filter((file) => existsSync(path.join(root, file)))
        .map((file) => readFileSync(path.join(root, file), "utf8"));
      return step.names
        .filter((name) => !sources.some((source) => exportsName(source, name)))
        .map((name) => `${name} (step: ${step.paths.join(", ")})`);
    });
    expect(unexported).toEqual([]);
  });

  it("reads exports the way the check needs", () => {
    expect(exportsName("export async function saveContact() {}", "saveContact")).toBe(true);
    expect(exportsName("export default async function AdminContactsPage() {}", "AdminContactsPage")).toBe(
      true,
    );
    expect(exportsName('export { ContactList } from "./ContactList";', "ContactList")).toBe(true);
    expect(exportsName("export * from './core';\nexport const other = 1;", "saveContact")).toBe(false);
    expect(exportsName("function saveContact() {}", "saveContact")).toBe(false);
  });
});
