/**
 * The posts: one Markdown file per post and language (posts/{slug}.md, posts/{slug}.{language}.md),
 * listed by title with their date, languages and draft marker. A new post's address comes from
 * its title (and can be changed); renaming moves every language's file; deleting asks first, in
 * a native `<dialog>`. Each change is a change of the draft, sent with the next Publish.
 */
import {
  isPostFileName,
  isProjectSlug,
  postFileName,
  postOfFileName,
  readFrontMatter,
  slugOf,
  withFrontMatter,
} from "@pmfolio/core";
import type { Labels } from "../../../labels";
import { editorLabels } from "../../../labels/editorLabels";
import { useLabels } from "../../../labels/LabelsContext";
import { Button, VisuallyHidden } from "../../../primitives";
import { useId, useRef, useState } from "react";
import type { Draft } from "../draft";
import { memoOnFiles, type FilesPartProps } from "../memoOnFiles";
import { ConfirmDialog, PostList, Row } from "../editor.styles";
import { PartTextField } from "../fields/ValueFields";
import { useEditor } from "../editorContext";
import { partId } from "../ErrorSummary";
import { PostEditor } from "./PostEditor";
import { languageName } from "../fields/fieldLabels";

/** A post's files by language, and what its default language's front matter says. */
export interface PostEntry {
  slug: string;
  files: Map<string, string>;
  title: string;
  date: string;
  draft: boolean;
}

/** The draft's posts, by the default language's date (newest first), then address. */
export function postsOf(draft: Draft, languages: readonly string[]): PostEntry[] {
  const bySlug = new Map<string, PostEntry>();
  for (const [name, text] of Object.entries(draft)) {
    if (typeof text !== "string" || !name.startsWith("posts/")) continue;
    const named = postOfFileName(name, languages);
    if ("problem" in named) continue;
    const entry = bySlug.get(named.slug) ?? {
      slug: named.slug,
      files: new Map(),
      title: "",
      date: "",
      draft: false,
    };
    entry.files.set(named.language, name);
    const read = readFrontMatter(text);
    const data = read.ok ? (read.data as Record<string, unknown>) : {};
    if (named.language === languages[0] || !entry.title) {
      entry.title = typeof data.title === "string" && data.title ? data.title : entry.title;
      entry.date = typeof data.date === "string" ? data.date : entry.date;
      entry.draft = data.draft === true;
    }
    bySlug.set(named.slug, entry);
  }
  return [...bySlug.values()].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** "Launch retrospective!" → "launch-retrospective" (core's `slugOf`). */
export const slugOfTitle = (title: string): string => slugOf(title);

/** The problem with `slug` as a new post's address, or null when it is free and well formed. */
function slugProblem(slug: string, posts: readonly PostEntry[], words: Labels["editorPosts"]): string | null {
  if (!isProjectSlug(slug)) return words.badAddress;
  if (posts.some((post) => post.slug === slug)) return words.takenAddress(slug);
  return null;
}

export const PostsPart = memoOnFiles(Posts, isPostFileName);

function Posts({ draft, onChange }: FilesPartProps) {
  const { languages, focusAfterRender } = useEditor();
  const words = useLabels("editorPosts", editorLabels.editorPosts);
  const posts = postsOf(draft, languages);
  const [open, setOpen] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<PostEntry | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const opened = posts.find((post) => post.slug === open);

  const rename = (post: PostEntry, slug: string) => {
    const changes: Record<string, unknown> = {};
    for (const [language, name] of post.files) {
      changes[name] = undefined;
      changes[postFileName(slug, language, languages[0]!)] = draft[name];
    }
    onChange(changes);
    setRenaming(null);
    if (open === post.slug) setOpen(slug);
  };
  const remove = (post: PostEntry) =>
    onChange(Object.fromEntries([...post.files.values()].map((name) => [name, undefined])));

  return (
    <>
      <p>{words.intro}</p>
      {posts.length ? (
        <PostList aria-label={words.list}>
          {posts.map((post) => {
            const title = post.title || words.untitled;
            return (
              <li key={post.slug}>
                <strong>{title}</strong>
                {post.date ? <time dateTime={post.date}>{post.date}</time> : null}
                <span>
                  {words.versions(
                    languages
                      .filter((language) => post.files.has(language))
                      .map(languageName)
                      .join(", "),
                  )}
                </span>
                {post.draft ? <em>{words.draftMarker}</em> : null}
                <Row>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setOpen(open === post.slug ? null : post.slug)}
                  >
                    {open === post.slug ? words.close : words.edit}
                    <VisuallyHidden>: {title}</VisuallyHidden>
                  </Button>
                  <Button variant="secondary" size="sm" onClick={() => setRenaming(post.slug)}>
                    {words.rename}
                    <VisuallyHidden>: {title}</VisuallyHidden>
                  </Button>
                  <Button
                    variant="danger"
                    size="sm"
                    onClick={() => {
                      setDeleting(post);
                      dialog.current?.showModal();
                    }}
                  >
                    {words.delete}
                    <VisuallyHidden>: {title}</VisuallyHidden>
                  </Button>
                </Row>
                {renaming === post.slug ? (
                  <SlugForm
                    label={words.renameTo(title)}
                    hint={words.renameHint}
                    action={words.rename}
                    initial={post.slug}
                    problem={(slug) => slugProblem(slug, posts, words)}
                    onDone={(slug) => rename(post, slug)}
                    onCancel={() => setRenaming(null)}
                  />
                ) : null}
              </li>
            );
          })}
        </PostList>
      ) : (
        <p>{words.none}</p>
      )}
      {opened ? <PostEditor key={opened.slug} post={opened} draft={draft} onChange={onChange} /> : null}
      <NewPost
        posts={posts}
        onCreate={(slug, title) => {
          const today = new Date().toISOString().slice(0, 10);
          onChange({
            [postFileName(slug, languages[0]!, languages[0]!)]: withFrontMatter(
              { title, date: today, summary: "" },
              "",
            ),
          });
          setOpen(slug);
        }}
      />
      <ConfirmDialog
        ref={dialog}
        role="alertdialog"
        aria-labelledby="post-delete-question"
        aria-describedby="post-delete-message"
      >
        {/* Kept after closing (the post it asked about): its label and description always exist. */}
        <h3 id="post-delete-question">{words.deleteQuestion(deleting?.title || deleting?.slug || "")}</h3>
        <p id="post-delete-message">{words.deleteMessage(deleting?.files.size ?? 1)}</p>
        <Row>
          <Button variant="secondary" onClick={() => dialog.current?.close()}>
            {words.cancel}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              if (deleting) remove(deleting);
              // Its buttons go with it: focus moves to the part's heading.
              focusAfterRender(partId("posts"));
              if (open === deleting?.slug) setOpen(null);
              dialog.current?.close();
            }}
          >
            {words.delete}
          </Button>
        </Row>
      </ConfirmDialog>
    </>
  );
}

/** A new post: its title, and its address made from the title until the owner changes it. */
function NewPost({
  posts,
  onCreate,
}: {
  posts: readonly PostEntry[];
  onCreate: (slug: string, title: string) => void;
}) {
  const id = useId();
  const words = useLabels("editorPosts", editorLabels.editorPosts);
  const [title, setTitle] = useState("");
  const [slug, setSlug] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const address = slug ?? slugOfTitle(title);
  const create = () => {
    const wrong = slugProblem(address, posts, words);
    setProblem(wrong);
    if (wrong) return;
    onCreate(address, title.trim());
    setTitle("");
    setSlug(null);
  };
  return (
    <Row>
      <PartTextField id={`${id}-title`} label={words.newTitle} value={title} onChange={setTitle} />
      <PartTextField
        id={`${id}-slug`}
        label={words.newAddress}
        value={address}
        onChange={setSlug}
        hint={words.newAddressHint(address)}
        problem={problem}
      />
      <Button variant="secondary" size="sm" onClick={create}>
        {words.create}
      </Button>
    </Row>
  );
}

/** A post's new address, checked before it is taken. */
function SlugForm(props: {
  label: string;
  hint: string;
  action: string;
  initial: string;
  problem: (slug: string) => string | null;
  onDone: (slug: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const words = useLabels("editorPosts", editorLabels.editorPosts);
  const [slug, setSlug] = useState(props.initial);
  const [problem, setProblem] = useState<string | null>(null);
  const done = () => {
    const wrong = slug === props.initial ? null : props.problem(slug);
    setProblem(wrong);
    if (!wrong) (slug === props.initial ? props.onCancel : () => props.onDone(slug))();
  };
  return (
    <Row>
      <PartTextField
        id={id}
        label={props.label}
        value={slug}
        onChange={setSlug}
        hint={props.hint}
        problem={problem}
      />
      <Button variant="secondary" size="sm" onClick={done}>
        {props.action}
      </Button>
      <Button variant="secondary" size="sm" onClick={props.onCancel}>
        {words.cancel}
      </Button>
    </Row>
  );
}
