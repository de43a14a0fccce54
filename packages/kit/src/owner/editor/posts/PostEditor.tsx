/**
 * One post, a tab per language of the site: its front matter as fields (each with the problems
 * `postsFromFiles` finds beside it), its Markdown in a text area and the preview beside it. A
 * language without its file yet can start from the default language's text.
 */
import { postFileName, readFrontMatter, withFrontMatter } from "@pmfolio/core";
import type { Labels } from "../../../labels";
import { editorLabels } from "../../../labels/editorLabels";
import { useLabels } from "../../../labels/LabelsContext";
import { Button } from "../../../primitives";
import { useState } from "react";
import { fieldId, withKey, type Draft } from "../draft";
import { Field, Group, Hint, Row, Tabs, WritingPane } from "../editor.styles";
import { FileHistory } from "../FileHistory";
import { useEditor } from "../editorContext";
import { languageName } from "../fields/fieldLabels";
import { ImageUpload } from "../images/ImageUpload";
import { MarkdownPreview } from "./MarkdownPreview";
import type { PostEntry } from "./PostsPart";
import { BooleanControl, FieldProblems, PartTextField, StringControl } from "../fields/ValueFields";

/** The front matter's fields in the order a file writes them. */
const ORDER = ["title", "date", "updated", "summary", "tags", "draft", "cover"];

export function PostEditor({
  post,
  draft,
  onChange,
}: {
  post: PostEntry;
  draft: Draft;
  onChange: (changes: Draft) => void;
}) {
  const { languages } = useEditor();
  const words = useLabels("editorPosts", editorLabels.editorPosts);
  const [language, setLanguage] = useState(languages[0]!);
  const [defaultLanguage] = languages;
  const name = postFileName(post.slug, language, defaultLanguage!);
  const text = draft[name];
  const tabId = (each: string) => `${fieldId(postFileName(post.slug, each, defaultLanguage!), "")}-tab`;
  const panelId = `${fieldId(name, "")}-panel`;

  return (
    <Group aria-label={words.editing(post.title || post.slug)}>
      {languages.length > 1 ? (
        <Tabs role="tablist" aria-label={words.languages}>
          {languages.map((each) => (
            <button
              key={each}
              id={tabId(each)}
              type="button"
              role="tab"
              aria-selected={each === language}
              aria-controls={panelId}
              onClick={() => setLanguage(each)}
            >
              {languageName(each)}
            </button>
          ))}
        </Tabs>
      ) : null}
      <FileHistory
        file={name}
        title={
          languages.length > 1
            ? `${post.title || post.slug} (${languageName(language)})`
            : post.title || post.slug
        }
      />
      <div
        id={panelId}
        role={languages.length > 1 ? "tabpanel" : undefined}
        aria-labelledby={languages.length > 1 ? tabId(language) : undefined}
      >
        {typeof text === "string" ? (
          <PostFile
            key={name}
            name={name}
            text={text}
            language={language}
            onChange={(next) => onChange({ [name]: next })}
          />
        ) : (
          <Row>
            <p>{words.missing(languageName(language))}</p>
            {post.files.has(defaultLanguage!) ? (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onChange({ [name]: draft[post.files.get(defaultLanguage!)!] })}
              >
                {words.startFrom(languageName(defaultLanguage!))}
              </Button>
            ) : null}
          </Row>
        )}
      </div>
    </Group>
  );
}

/** One language's file: the fields, or the whole text when its front matter cannot be read. */
function PostFile({
  name,
  text,
  language,
  onChange,
}: {
  name: string;
  text: string;
  language: string;
  onChange: (text: string) => void;
}) {
  const words = useLabels("editorPosts", editorLabels.editorPosts);
  const read = readFrontMatter(text);
  const data =
    read.ok && typeof read.data === "object" && read.data !== null && !Array.isArray(read.data)
      ? (read.data as Record<string, unknown>)
      : null;
  const markdown = read.ok ? read.markdown.replace(/^\r?\n/, "") : "";
  const wholeId = fieldId(name, "");
  const [tags, setTags] = useState(() => (Array.isArray(data?.tags) ? data.tags.join(", ") : ""));

  if (!data) {
    return (
      <Field>
        <p>{words.unreadable}</p>
        <label htmlFor={wholeId}>{words.wholeFile}</label>
        <textarea
          id={wholeId}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={`${wholeId}-error`}
          aria-invalid
        />
        <FieldProblems id={wholeId} />
      </Field>
    );
  }

  const set = (key: string, value: unknown) =>
    onChange(withFrontMatter(withKey(data, key, value, ORDER), markdown));
  const control = (key: keyof Labels["editorPosts"]["fields"], optional: boolean) => ({
    id: fieldId(name, key),
    name: key,
    hint: key === "title" ? undefined : words.hints[key],
    label: words.fields[key],
    optional,
    value: data[key],
    onChange: (value: unknown) => set(key, value),
  });
  const cover = (data.cover ?? {}) as Record<string, unknown>;
  const setCover = (value: Record<string, unknown>) => {
    const { srcSet: _srcSet, sources: _sources, ...kept } = value;
    set("cover", kept);
  };
  const tagsId = fieldId(name, "tags");
  const tagList = Array.isArray(data.tags) ? data.tags : [];
  const markdownId = fieldId(name, "markdown");

  return (
    <>
      <FieldProblems id={wholeId} />
      <StringControl {...control("title", false)} />
      <StringControl {...control("date", false)} />
      <StringControl {...control("updated", true)} />
      <StringControl {...control("summary", false)} />
      <PartTextField
        id={tagsId}
        label={words.tags}
        value={tags}
        onChange={(typed) => {
          setTags(typed);
          const list = typed
            .split(",")
            .map((tag) => tag.trim())
            .filter(Boolean);
          set("tags", list.length ? list : undefined);
        }}
        hint={words.tagsHint}
      >
        <FieldProblems id={tagsId} />
        {tagList.map((_, index) => (
          <FieldProblems key={index} id={fieldId(name, `tags[${index}]`)} />
        ))}
      </PartTextField>
      <BooleanControl {...control("draft", true)} />
      <Group>
        <legend>{words.cover}</legend>
        <FieldProblems id={fieldId(name, "cover")} />
        <ImageUpload
          altId={fieldId(name, "cover.alt")}
          label={words.cover}
          value={cover}
          onChange={setCover}
        />
        {data.cover !== undefined ? (
          <>
            <StringControl
              id={fieldId(name, "cover.src")}
              name="src"
              hint={undefined}
              label={words.coverSrc}
              optional={false}
              value={cover.src}
              onChange={(value) => setCover({ ...cover, src: value })}
            />
            <StringControl
              id={fieldId(name, "cover.alt")}
              name="alt"
              hint={undefined}
              label={words.coverAlt}
              optional={false}
              value={cover.alt}
              onChange={(value) => setCover({ ...cover, alt: value })}
            />
            <Row>
              <Button variant="secondary" size="sm" onClick={() => set("cover", undefined)}>
                {words.removeCover}
              </Button>
            </Row>
          </>
        ) : null}
      </Group>
      <WritingPane>
        <Field>
          <label htmlFor={markdownId}>{words.markdown}</label>
          <textarea
            id={markdownId}
            lang={language}
            value={markdown}
            onChange={(event) => onChange(withFrontMatter(data, event.target.value))}
            aria-describedby={`${markdownId}-hint`}
          />
          <Hint id={`${markdownId}-hint`}>{words.markdownHint}</Hint>
        </Field>
        <MarkdownPreview markdown={markdown} language={language} id={`${markdownId}-preview`} />
      </WritingPane>
    </>
  );
}
