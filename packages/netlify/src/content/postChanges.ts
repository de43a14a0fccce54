/**
 * A publish's posts in its commit message, by what the owner did to each post rather than by
 * file: "Add post launch-retrospective", "Edit post x (de)", "Delete post x", and "Rename post a
 * to b" when every file of one post went and the same languages' files of another came.
 */
import type { ContentChange } from "./publish";

/** True for a change to a post's file (the names are already checked, `isContentFileName`). */
export function isPostChange(name: string): boolean {
  return name.startsWith("posts/") && name.endsWith(".md");
}

interface PostEdit {
  slug: string;
  verb: "Add" | "Edit" | "Delete";
  /** The translations' languages among the files; "" for the default language's file. */
  languages: string[];
}

/** The posts' parts of a commit message, in the order of their first file. */
export function postChangeWords(changes: readonly ContentChange[]): string[] {
  const bySlug = new Map<string, { added: number; deleted: number; edited: number; languages: string[] }>();
  for (const { name, text, summary } of changes) {
    const [slug = name, language = ""] = name.slice("posts/".length, -".md".length).split(/\.(.*)/);
    const post = bySlug.get(slug) ?? { added: 0, deleted: 0, edited: 0, languages: [] };
    if (text === null) post.deleted += 1;
    else if (summary === "added") post.added += 1;
    else post.edited += 1;
    post.languages.push(language);
    bySlug.set(slug, post);
  }
  const edits: PostEdit[] = [...bySlug].map(([slug, post]) => ({
    slug,
    verb:
      post.added === post.languages.length
        ? "Add"
        : post.deleted === post.languages.length
          ? "Delete"
          : "Edit",
    languages: post.languages.sort(),
  }));
  const renamed = new Map<PostEdit, PostEdit>();
  for (const gone of edits.filter(({ verb }) => verb === "Delete")) {
    const came = edits.find(
      (edit) =>
        edit.verb === "Add" &&
        ![...renamed.values()].includes(edit) &&
        edit.languages.join() === gone.languages.join(),
    );
    if (came) renamed.set(gone, came);
  }
  const renamedTo = new Set(renamed.values());
  return edits
    .filter((edit) => !renamedTo.has(edit))
    .map((edit) => {
      const to = renamed.get(edit);
      if (to) return `Rename post ${edit.slug} to ${to.slug}`;
      // Deleting the default language's file deletes the post, whatever translations go with it.
      const whole = edit.verb === "Delete" && edit.languages.includes("");
      return `${edit.verb} post ${edit.slug}${whole ? "" : which(edit.languages)}`;
    });
}

/** "" for the default language's file alone, "(de)" for translations alone, "(with de)" for both. */
function which(languages: readonly string[]): string {
  const translations = languages.filter(Boolean);
  if (!translations.length) return "";
  return languages.includes("") ? ` (with ${translations.join(", ")})` : ` (${translations.join(", ")})`;
}
