/**
 * The controls of single values: a text in each of the site's languages, a string, a number, a
 * choice, a tick box. Each is labelled by its field's name, says what it is for, and shows its
 * problems beside it (`aria-invalid`, `aria-describedby`).
 */
import { textDirection } from "@pmfolio/core";
import type { ReactNode } from "react";
import { isLongText, languageName } from "./fieldLabels";
import { useEditor } from "../editorContext";
import { CheckField, ErrorText, Field, Hint, Languages } from "../editor.styles";

/** What every control gets: where it is, what it is called, whether it may be left out. */
export interface ControlProps {
  /** The control's id (`fieldId`), which its problems are found by. */
  id: string;
  /** The field's name in its file ("headline"), for its kind of control. */
  name: string;
  /** What the field is for (`fieldDescription`, from its own path), shown under it. */
  hint: string | undefined;
  label: string;
  optional: boolean;
}

/** A field's description and problems, and the ids that describe its control. */
function useDescription(id: string, hint: string | undefined) {
  const problems = useEditor().problems.get(id) ?? [];
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : "", problems.length ? errorId : ""].filter(Boolean).join(" ");
  const below: ReactNode = (
    <>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      <FieldProblems id={id} />
    </>
  );
  return {
    aria: {
      "aria-invalid": problems.length ? true : undefined,
      "aria-describedby": describedBy || undefined,
    },
    below,
  };
}

function TextInput({
  id,
  label,
  long,
  value,
  onChange,
  aria,
  below,
  language,
  onEnter,
}: {
  id: string;
  label: string;
  long: boolean;
  value: string;
  onChange: (value: string) => void;
  aria?: ReturnType<typeof useDescription>["aria"];
  below?: ReactNode;
  /** The language the words are in, where the site has several: spelling and direction follow it. */
  language?: string;
  /** Enter in a one-line field does this instead of submitting anything. */
  onEnter?: () => void;
}) {
  // Arabic or Hebrew words are typed and read right to left, whatever the owner page's direction.
  const inLanguage = language ? { lang: language, dir: textDirection(language) } : {};
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {long ? (
        <textarea
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...inLanguage}
          {...aria}
        />
      ) : (
        <input
          id={id}
          type="text"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={
            onEnter &&
            ((event) => {
              if (event.key !== "Enter") return;
              event.preventDefault();
              onEnter();
            })
          }
          {...inLanguage}
          {...aria}
        />
      )}
      {below}
    </Field>
  );
}

/**
 * A one-line text a part keeps itself, not a content field (a new project's or post's address, a
 * post's tags as typed): its hint and its own problem beside it, and anything else `children` adds.
 */
export function PartTextField({
  id,
  label,
  value,
  onChange,
  hint,
  problem,
  onEnter,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  problem?: string | null;
  onEnter?: () => void;
  children?: ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : "", problem ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <TextInput
      id={id}
      label={label}
      long={false}
      value={value}
      onChange={onChange}
      onEnter={onEnter}
      aria={{ "aria-invalid": problem ? true : undefined, "aria-describedby": describedBy || undefined }}
      below={
        <>
          {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
          {problem ? <ErrorText id={`${id}-error`}>{problem}</ErrorText> : null}
          {children}
        </>
      }
    />
  );
}

type Words = string | Readonly<Record<string, string>>;

/**
 * Words a visitor reads. On a site in one language, one control; with translations, one per
 * language side by side, the default first. A text given only in the default language stays a
 * plain string in its file, and becomes one value per language once another is typed.
 */
export function TextControl({
  id,
  name,
  hint,
  label,
  optional,
  value,
  onChange,
}: ControlProps & { value: unknown; onChange: (value: unknown) => void }) {
  const { languages } = useEditor();
  const { aria, below } = useDescription(id, hint);
  const [fallback] = languages as [string];
  const words: Words = typeof value === "object" && value !== null ? (value as Words) : String(value ?? "");
  const shown =
    typeof words === "string" ? [...languages] : [...new Set([...languages, ...Object.keys(words)])];
  const wordsIn = (language: string) =>
    typeof words === "string" ? (language === fallback ? words : "") : (words[language] ?? "");

  const set = (language: string, typed: string) => {
    const values: Record<string, string> =
      typeof words === "string" ? (words ? { [fallback]: words } : {}) : { ...words };
    if (typed === "" && language !== fallback) delete values[language];
    else values[language] = typed;
    const given = Object.keys(values);
    if (given.length === 0 || (given.length === 1 && given[0] === fallback)) {
      const plain = values[fallback] ?? "";
      onChange(optional && plain === "" ? undefined : plain);
    } else onChange(values);
  };

  const long = isLongText(name);
  if (shown.length === 1)
    return (
      <TextInput
        id={id}
        label={label}
        long={long}
        value={wordsIn(fallback)}
        onChange={(typed) => set(fallback, typed)}
        aria={aria}
        below={below}
      />
    );
  return (
    <div>
      <Languages>
        {shown.map((language, index) => (
          <TextInput
            key={language}
            id={index ? `${id}-${language}` : id}
            label={`${label} (${languageName(language)})`}
            long={long}
            value={wordsIn(language)}
            onChange={(typed) => set(language, typed)}
            aria={index ? undefined : aria}
            language={language}
          />
        ))}
      </Languages>
      {below}
    </div>
  );
}

/** A name, an address or a path: one string, left out of its file when empty and optional. */
export function StringControl({
  id,
  hint,
  label,
  optional,
  value,
  onChange,
}: ControlProps & { value: unknown; onChange: (value: unknown) => void }) {
  const { aria, below } = useDescription(id, hint);
  return (
    <TextInput
      id={id}
      label={label}
      long={false}
      value={typeof value === "string" ? value : ""}
      onChange={(typed) => onChange(optional && typed === "" ? undefined : typed)}
      aria={aria}
      below={below}
    />
  );
}

/** A number (a size in pixels): empty leaves it out, and the check says when it is required. */
export function NumberControl({
  id,
  hint,
  label,
  value,
  onChange,
}: ControlProps & { value: unknown; onChange: (value: unknown) => void }) {
  const { aria, below } = useDescription(id, hint);
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        value={typeof value === "number" ? value : ""}
        onChange={(event) => onChange(event.target.value === "" ? undefined : Number(event.target.value))}
        {...aria}
      />
      {below}
    </Field>
  );
}

/** One of a few values; an optional one can be left out ("—"). */
export function ChoiceControl({
  id,
  hint,
  label,
  optional,
  options,
  optionName = String,
  value,
  onChange,
}: ControlProps & {
  options: readonly (string | number)[];
  /** A value's words (a label's `choices`); by default the value itself. */
  optionName?: (option: string | number) => string;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const { aria, below } = useDescription(id, hint);
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value === undefined ? "" : String(value)}
        onChange={(event) => {
          const chosen = options.find((option) => String(option) === event.target.value);
          onChange(chosen);
        }}
        {...aria}
      >
        {optional || value === undefined ? <option value="">—</option> : null}
        {options.map((option) => (
          <option key={option} value={String(option)}>
            {optionName(option)}
          </option>
        ))}
      </select>
      {below}
    </Field>
  );
}

/** Yes or no; an optional one is left out of its file when unticked. */
export function BooleanControl({
  id,
  hint,
  label,
  optional,
  value,
  onChange,
}: ControlProps & { value: unknown; onChange: (value: unknown) => void }) {
  const { aria, below } = useDescription(id, hint);
  return (
    <Field>
      <CheckField>
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          onChange={(event) => onChange(event.target.checked ? true : optional ? undefined : false)}
          {...aria}
        />
        <label htmlFor={id}>{label}</label>
      </CheckField>
      {below}
    </Field>
  );
}

/** A field's problems (`${id}-error`, which describes its control), or a group's own under its legend. */
export function FieldProblems({ id }: { id: string }) {
  const problems = useEditor().problems.get(id);
  if (!problems?.length) return null;
  return (
    <ErrorText id={`${id}-error`}>
      {problems.map((problem) => (
        <span key={problem}>
          {problem}
          <br />
        </span>
      ))}
    </ErrorText>
  );
}
