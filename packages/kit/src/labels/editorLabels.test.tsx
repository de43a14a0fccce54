import { contentFileSchemas, contentImageLimits, fieldHint, projectFileSchema } from "@pmfolio/core";
import { render as rtlRender, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type ComponentProps } from "react";
import { describe, expect, it } from "vitest";
import { germanLabels } from "../fixtures/germanLabels";
import { ContentEditor, type EditorState, type EditorUpdate } from "../owner";
import { describeSchema, type FieldNode } from "../owner/editor/fields/schemaFields";
import { editorApi, editorFiles, editorState } from "../owner/editor/fixtures/editorContent";
import {
  englishIn,
  englishWords,
  labelLeaves,
  marker,
  markerLabels,
  sampleDataWords,
  visibleText,
  withoutMarkers,
} from "../test/labelTexts";
import { PortfolioProvider } from "../theme/PortfolioProvider";
import { editorLabels } from "./editorLabels";
import { germanEditorLabels } from "./germanEditorLabels";
import type { Labels } from "./labels";

// The content editor, in every state that shows words of its own, walked twice: with labels whose
// every entry is a marker ("⟦editor.publish⟧"), so no English default may be left on the page and
// every label must show up; and with the German labels, so no English word may be left. The
// walk finds each control by the words of the labels in use.

/** The editor's groups. */
const editorGroups = ["editor", "editorFields", "editorImages", "editorPosts", "editorPreview"] as const;

/** The editor with its state kept here, as a host keeps it. */
function Editing({
  initial,
  ...props
}: Omit<ComponentProps<typeof ContentEditor>, "state" | "onChange" | "onReload"> & {
  initial: EditorState | null;
}) {
  const [state, setState] = useState(initial);
  const onChange = (update: EditorUpdate) =>
    setState((now) => now && (typeof update === "function" ? update(now) : update));
  return <ContentEditor {...props} state={state} onChange={onChange} onReload={() => {}} />;
}

const renderPreview = () => <p>Startseite</p>;

const png = (name = "team.png") =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: "image/png" });

type Look = () => void;

/** Renders the editor with `labels`, lets `act` use it, records what it shows, and takes it down. */
async function lookAt(
  labels: Labels,
  look: Look,
  props: Omit<ComponentProps<typeof Editing>, "api"> & { api?: ComponentProps<typeof Editing>["api"] },
  act?: (user: ReturnType<typeof userEvent.setup>) => Promise<void>,
) {
  const user = userEvent.setup();
  const { unmount } = rtlRender(
    <PortfolioProvider labels={labels}>
      <Editing api={editorApi()} onLogout={() => {}} {...props} />
    </PortfolioProvider>,
  );
  await act?.(user);
  look();
  unmount();
  sessionStorage.clear();
}

/** Every state of the editor, found by the words of `labels`. */
async function walkEditor(labels: Labels, look: Look) {
  const { editor, editorFields: fields, editorImages: images, editorPosts: posts } = labels;
  const field = (key: string) => fields.fieldNames[key] ?? fields.fieldName(key);
  const twoLanguages = editorState(editorFiles(["en", "de"]), { target: "git" });

  // Loading, and failing to.
  await lookAt(labels, look, { initial: null });
  await lookAt(labels, look, { initial: null, loadFailure: "Fehler", onRetry: () => {} });

  // Two languages with the preview; a project's page, a block and a share image added, so the
  // form has problems and the preview keeps the last version without them.
  await lookAt(labels, look, { initial: twoLanguages, renderPreview }, async (user) => {
    await screen.findByText(images.usedIn("profile.json"));
    look();
    await user.click(screen.getByRole("button", { name: fields.add(field("ogImage")) }));
    await user.click(screen.getByRole("button", { name: fields.add(field("page")) }));
    await user.click(screen.getByRole("button", { name: fields.add(fields.itemNames.blocks ?? "") }));
    await user.selectOptions(screen.getByRole("combobox", { name: field("cover") }), fields.custom);
    await screen.findByText(labels.editorPreview.lastGood);
  });

  // Publishing on a deploy, its commit and its undo.
  await lookAt(
    labels,
    look,
    {
      initial: editorState(editorFiles(), { target: "git" }),
      api: editorApi({
        publish: (publish) =>
          Promise.resolve({
            revision: "rev-2",
            changed: Object.keys(publish.files),
            commitUrl: "https://example.com/commit",
          }),
      }),
    },
    async (user) => {
      await user.type(screen.getByRole("textbox", { name: field("tagline") }), " Schnell.");
      await screen.findByText(editor.filesChanged(1));
      look();
      await user.click(screen.getByRole("button", { name: editor.publish }));
      await screen.findByText(editor.seeCommit);
      look();
      await user.click(screen.getByRole("button", { name: editor.undo }));
      await screen.findByText(editor.undone, { exact: false });
      look();
      await user.click(screen.getByRole("button", { name: editor.historyOf(editor.parts.profile) }));
      const [latest] = await within(screen.getByRole("dialog")).findAllByRole("button", {
        name: editor.restore,
      });
      await user.click(latest!);
      await screen.findByRole("button", { name: editor.undo });
    },
  );

  // On disk: a publish, a file's history, a restore and its undo, a version without the file.
  await lookAt(
    labels,
    look,
    {
      initial: editorState(),
      api: editorApi({
        fetchVersion: (file, revision) =>
          Promise.resolve({ file, revision, text: revision.startsWith("a1") ? null : editorFiles()[file]! }),
      }),
    },
    async (user) => {
      await user.type(screen.getByRole("textbox", { name: field("tagline") }), " Schnell.");
      await waitFor(() => expect(screen.getByRole("button", { name: editor.publish })).toBeEnabled());
      await user.click(screen.getByRole("button", { name: editor.publish }));
      await screen.findByText(editor.savedOnDisk("content/profile.json"), { exact: false });
      look();
      await user.click(screen.getByRole("button", { name: editor.historyOf(editor.parts.profile) }));
      const dialog = await screen.findByRole("dialog", { name: editor.versionsOf("content/profile.json") });
      const [latest, , first] = await within(dialog).findAllByRole("button", { name: editor.restore });
      look();
      await user.click(first!);
      await within(dialog).findByRole("alert");
      look();
      await user.click(latest!);
      await screen.findByRole("button", { name: editor.undo });
      look();
      await user.click(screen.getByRole("button", { name: editor.undo }));
      await waitFor(() => expect(screen.queryByRole("button", { name: editor.undo })).toBeNull());
    },
  );

  // Someone published first; a site without posts or images.
  const { "posts/first-study.md": _post, ...withoutPosts } = editorFiles();
  await lookAt(
    labels,
    look,
    {
      initial: editorState(withoutPosts),
      api: editorApi({
        publish: () => Promise.reject(new Error("conflict")),
        fetchMedia: () => Promise.resolve({ revision: "rev-1", images: [] }),
      }),
    },
    async (user) => {
      await user.type(screen.getByRole("textbox", { name: field("tagline") }), " Schnell.");
      await waitFor(() => expect(screen.getByRole("button", { name: editor.publish })).toBeEnabled());
      await user.click(screen.getByRole("button", { name: editor.publish }));
      await screen.findByRole("button", { name: editor.reload });
    },
  );

  // Read-only, with an unreadable file and a problem from the start, while the images load.
  await lookAt(labels, look, {
    initial: editorState(
      { ...editorFiles(["en"], { name: "" }), "about.json": "{" },
      { readOnly: "Nur hier lesbar." },
    ),
    api: editorApi({ fetchMedia: () => new Promise(() => {}) }),
    renderPreview,
  });

  // The projects: a new one's address, wrong and taken; a publish and a history under way.
  const pending = () => new Promise<never>(() => {});
  await lookAt(
    labels,
    look,
    { initial: editorState(), api: editorApi({ publish: pending, fetchHistory: pending }) },
    async (user) => {
      await user.type(screen.getByRole("textbox", { name: field("tagline") }), " Schnell.");
      await waitFor(() => expect(screen.getByRole("button", { name: editor.publish })).toBeEnabled());
      await user.click(screen.getByRole("button", { name: editor.publish }));
      await user.click(screen.getByRole("button", { name: editor.historyOf(editor.parts.about) }));
      await screen.findAllByText(editor.publishing);
      look();
      const address = screen.getByRole("textbox", { name: editor.newProjectAddress });
      await user.type(address, "Falsch");
      await user.click(screen.getByRole("button", { name: editor.addProject }));
      look();
      await user.clear(address);
      await user.type(address, "fieldnotes");
      await user.click(screen.getByRole("button", { name: editor.addProject }));
    },
  );

  // Images: the library's deletion, an upload to it, a replacement; a field's upload, too large
  // and under way.
  await lookAt(labels, look, { initial: editorState() }, async (user) => {
    await user.click(await screen.findByRole("button", { name: images.deleteUnused }));
    const dialog = screen.getByRole("dialog");
    look();
    await user.click(within(dialog).getByRole("button", { name: images.delete }));
    await screen.findByText(images.deleted(1));
    look();
    await user.upload(screen.getByLabelText(images.uploadImage), png());
    await screen.findByText(images.added({ path: "images/team.png", width: "800", height: "600" }));
    look();
    await user.upload(screen.getByLabelText(images.replace("images/portrait-2026.png")), png("new.png"));
    await screen.findByText(
      images.replaced({ path: "images/new.png", old: "images/portrait-2026.png", files: "profile.json" }),
    );
    look();
    const portrait = screen.getByLabelText(images.upload(field("portrait")));
    const large = png("huge.png");
    Object.defineProperty(large, "size", { value: contentImageLimits.maxBytes + 1 });
    await user.upload(portrait, large);
    await screen.findByRole("alert");
    look();
  });
  await lookAt(
    labels,
    look,
    {
      initial: editorState(),
      api: editorApi({ uploadImage: (_file, onPart) => (onPart?.(1, 3), new Promise(() => {})) }),
    },
    async (user) => {
      await user.upload(screen.getByLabelText(images.upload(field("portrait"))), png());
      await screen.findByRole("progressbar");
    },
  );
  // An uploaded image without alt text, in the list of problems and beside its field.
  await lookAt(labels, look, { initial: editorState() }, async (user) => {
    await user.upload(screen.getByLabelText(images.upload(field("portrait"))), png());
    await user.clear(screen.getByRole("textbox", { name: field("alt") }));
    await screen.findAllByText(images.altRequired, { exact: false });
  });

  // A post: open in two languages, a language without its file, renaming, deleting, a new one.
  await lookAt(labels, look, { initial: editorState(editorFiles(["en", "de"])) }, async (user) => {
    await user.click(screen.getByRole("button", { name: `${posts.edit}: My first study` }));
    look();
    await waitFor(() => expect(screen.queryByText(posts.previewLoading)).toBeNull());
    look();
    await user.click(screen.getByRole("tab", { name: "Deutsch" }));
    await screen.findByRole("button", { name: posts.startFrom("English") });
    look();
    await user.click(screen.getByRole("button", { name: `${posts.rename}: My first study` }));
    const address = screen.getByRole("textbox", { name: posts.renameTo("My first study") });
    await user.clear(address);
    await user.type(address, "Falsch");
    await user.click(screen.getAllByRole("button", { name: posts.rename })[0]!);
    look();
    await user.click(screen.getByRole("button", { name: `${posts.delete}: My first study` }));
    look();
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: posts.cancel }));
    await user.type(screen.getByRole("textbox", { name: posts.newTitle }), "First study");
    await user.click(screen.getByRole("button", { name: posts.create }));
    look();
  });
  // A post whose front matter cannot be read (so it has no title); a draft with a cover.
  await lookAt(
    labels,
    look,
    {
      initial: editorState({
        ...editorFiles(),
        "posts/first-study.md": "---\ntitle: [\n---\n",
        "posts/notes.md":
          '---\ntitle: Notizen\ndate: "2026-01-01"\ndraft: true\nsummary: Kurz.\ncover:\n  src: /images/portrait-2026.png\n  alt: Priya\n---\n',
      }),
    },
    async (user) => {
      await user.click(screen.getByRole("button", { name: `${posts.edit}: ${posts.untitled}` }));
      await screen.findByRole("textbox", { name: posts.wholeFile });
      look();
      await user.click(screen.getByRole("button", { name: `${posts.edit}: Notizen` }));
      await screen.findByRole("button", { name: posts.removeCover });
    },
  );
}

/** Every key of the content's schema the editor can name: each field's, and each kind of block's. */
function schemaKeys(): { keys: Set<string>; lists: Set<string> } {
  const keys = new Set<string>();
  const lists = new Set<string>();
  const walk = (node: FieldNode, key?: string) => {
    if (node.kind === "object")
      for (const each of node.fields) {
        keys.add(each.key);
        walk(each.node, each.key);
      }
    else if (node.kind === "list") {
      if (key) lists.add(key);
      walk(node.item, key);
    } else if (node.kind === "variant")
      for (const option of node.options) {
        keys.add(option.value);
        walk(option.node, key);
      }
    else if (node.kind === "either") for (const option of node.options) walk(option, key);
  };
  for (const schema of [...Object.values(contentFileSchemas), projectFileSchema])
    walk(describeSchema(schema as Parameters<typeof describeSchema>[0]));
  return { keys, lists };
}

/**
 * What the page says in the editor's own words: without the owner's content (text areas, a post's
 * rendered Markdown, which is in the post's language, and file paths) and without the build's
 * problem messages (core's `describeIssue`, the YAML reader's), which stay English.
 */
function editorText(): string {
  const page = document.body.cloneNode(true) as HTMLElement;
  for (const content of page.querySelectorAll(
    "textarea, #content-problems li, [id$='-error'] > span, section[aria-labelledby$='-preview-heading'] div[lang]",
  ))
    content.remove();
  return visibleText(page).replace(/[\w./-]+\.(?:json|md)\b/g, " ");
}

describe("the content editor's words", () => {
  it("come from the labels: with markers, no English is left and every label shows", async () => {
    const markers = markerLabels();
    const english = englishWords();
    const texts: string[] = [];
    const shown: string[] = [];
    await walkEditor(markers, () => {
      texts.push(visibleText(document.body));
      shown.push(editorText());
    });
    const all = texts.join("\n");
    expect(
      englishIn(withoutMarkers(shown.join("\n")), english).filter((word) => !sampleDataWords.includes(word)),
    ).toEqual([]);
    // The tables are looked up by key: the form shows the few keys the fixture has.
    const tables = ["editorFields.fieldNames.", "editorFields.itemNames.", "editorFields.descriptions."];
    // Shown only for a moment (while the check catches up with typing, an undo, a restore or a
    // deletion is under way, or the Markdown renderer loads the first time), when the renderer
    // fails to load, or when an image is in more than three files.
    const fleeting = [
      "editor.checking",
      "editor.undoing",
      "editorPosts.previewLoading",
      "editor.restoring",
      "editorImages.deleting",
      "editorPosts.previewFailed",
      "editorImages.andMore",
    ];
    const missing = labelLeaves()
      .map(([path]) => path)
      .filter((path) => editorGroups.some((group) => path.startsWith(`${group}.`)))
      .filter((path) => !tables.some((table) => path.startsWith(table)))
      .filter((path) => !fleeting.includes(path))
      .filter((path) => !all.includes(marker(path)));
    expect(missing).toEqual([]);
  }, 120_000);

  it("are German with the German labels: no English word is left", async () => {
    // The build's problem messages (core's describeIssue) stay English: the walk's content has none.
    const english = [...englishWords(germanLabels), ...coreHints()];
    const texts: string[] = [];
    await walkEditor(germanLabels, () => texts.push(editorText()));
    expect(englishIn(texts.join("\n"), english).filter((word) => !sampleDataWords.includes(word))).toEqual(
      [],
    );
  }, 120_000);

  it("name every key of the content's schema, and every list's item, in German", () => {
    const { keys, lists } = schemaKeys();
    const { fieldNames, itemNames } = germanEditorLabels.editorFields;
    expect([...keys].filter((key) => !Object.hasOwn(fieldNames, key))).toEqual([]);
    expect([...lists].filter((key) => !Object.hasOwn(itemNames, key))).toEqual([]);
    // English names the keys it does not title-case, and each list's item.
    expect([...lists].filter((key) => !Object.hasOwn(editorLabels.editorFields.itemNames, key))).toEqual([
      "order",
    ]);
  });

  it("give German hints wherever core has an English one", () => {
    const { keys } = schemaKeys();
    const paths = [...keys].flatMap((key) =>
      ["site.json", "profile.json", "about.json", "projects/x.json"].map((file) => [file, key] as const),
    );
    const hint = germanEditorLabels.editorFields.hint;
    expect(paths.filter(([file, key]) => fieldHint(file, key) && !hint(file, key))).toEqual([]);
  });
});

/** Core's English hints (`fieldHint`) for every key, as the editor shows them (capitalised). */
function coreHints(): string[] {
  const { keys } = schemaKeys();
  const hints = [...keys].flatMap((key) =>
    ["site.json", "profile.json", "projects/x.json"].map((file) => fieldHint(file, key)),
  );
  return [...new Set(hints.filter((hint): hint is string => Boolean(hint)).map((hint) => hint.slice(1)))];
}
